import { Module } from '@nestjs/common';
import { LogosController } from './logos.controller';
import { LogosRepository, LogosService } from '@leadsignal/records';

/** Company logos drawn and served by the app itself (the service is @leadsignal/records'). */
@Module({
  controllers: [LogosController],
  providers: [LogosRepository, LogosService],
  exports: [LogosService],
})
export class LogosModule {}
