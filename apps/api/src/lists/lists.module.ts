import { Module } from '@nestjs/common';
import { ListsController } from './lists.controller';
import { ListsRepository } from './lists.repository';
import { ListsService } from './lists.service';

/** Users' lists of prospects and companies. */
@Module({
  controllers: [ListsController],
  providers: [ListsRepository, ListsService],
})
export class ListsModule {}
