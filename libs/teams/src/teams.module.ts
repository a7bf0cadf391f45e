import { Module } from '@nestjs/common';
import { CreditsModule } from '@leadsignal/credits';
import { MailModule, MailOutboxRepository } from '@leadsignal/mail';
import { NotificationsModule } from '@leadsignal/notifications';
import { CreditWarningsService } from './credit-warnings.service';
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

/** Credit warnings' delivery (the worker's pass): teams' members as recipients, notifications and mail. */
@Module({
  imports: [CreditsModule, NotificationsModule],
  providers: [TeamsRepository, CreditWarningsService, MailOutboxRepository],
  exports: [CreditWarningsService],
})
export class CreditWarningsModule {}
