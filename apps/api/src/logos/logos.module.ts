import { Module } from '@nestjs/common';
import { LogosController } from './logos.controller';
import { LogosRepository } from './logos.repository';
import { LogosService } from './logos.service';

/** Company logos drawn and served by the app itself. */
@Module({
  controllers: [LogosController],
  providers: [LogosRepository, LogosService],
  exports: [LogosService],
})
export class LogosModule {}
