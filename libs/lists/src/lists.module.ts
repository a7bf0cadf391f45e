import { Module } from '@nestjs/common';
import { ListsRepository } from './lists.repository';
import { ListsService } from './lists.service';

/** Users' lists of prospects and companies and their members (the lists and list_members tables). */
@Module({
  providers: [ListsRepository, ListsService],
  exports: [ListsService],
})
export class ListsModule {}
