import { Module } from '@nestjs/common';
import { TeamsModule } from '@leadsignal/teams';
import { TeamController } from './team.controller';

/** The team calls (docs/teams.md). */
@Module({
  imports: [TeamsModule],
  controllers: [TeamController],
})
export class TeamHttpModule {}
