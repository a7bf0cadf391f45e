import { Module } from '@nestjs/common';
import { ListsModule } from '@leadsignal/lists';
import { ListsController } from './lists.controller';

/** Users' lists of prospects and companies. */
@Module({
  imports: [ListsModule],
  controllers: [ListsController],
})
export class ListsHttpModule {}
