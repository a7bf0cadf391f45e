import { Module } from '@nestjs/common';
import { HomeRepository } from './home.repository';
import { HomeService } from './home.service';

/** The home dashboard's data: visits (the home_visits table) and the figures of its cards. */
@Module({
  providers: [HomeRepository, HomeService],
  exports: [HomeService],
})
export class HomeModule {}
