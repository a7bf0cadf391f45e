import { Module } from '@nestjs/common';
import { HomeModule } from '@leadsignal/home';
import { HomeController } from './home.controller';

/** The home dashboard's calls (visit, monitored searches' new matches, the default alert search's trend). */
@Module({
  imports: [HomeModule],
  controllers: [HomeController],
})
export class HomeHttpModule {}
