import { Module } from '@nestjs/common';
import { CreditsModule } from '@leadsignal/credits';
import { MailModule } from '@leadsignal/mail';
import { TeamsRepository } from './teams.repository';
import { TeamsService } from './teams.service';

/**
 * Teams: workspaces, members and invitations (the one writer of workspaces, workspace_members, team_invitations).
 * Needs the global AccountsModule (users, invitation links) registered by the app.
 */
@Module({
  imports: [CreditsModule, MailModule],
  providers: [TeamsRepository, TeamsService],
  exports: [TeamsService],
})
export class TeamsModule {}
