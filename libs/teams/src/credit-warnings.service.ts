// Delivers credit warnings (docs/teams.md, "Warnings"): a charge that took a member past 75 % or 100 % of their
// monthly cap, or a pool past 75 % or 100 % of what it had this month, left a row (libs/credits, in the charge's
// transaction). Each is delivered once — in-app to the bell and by e-mail — to the member for a cap, to the
// team's owner and managers for the pool, in one transaction with its stamp (CreditsService.deliverWarnings).
// The worker runs a pass every minute.
import { Inject, Injectable } from '@nestjs/common';
import { NOTIFICATION_KINDS } from '@leadsignal/contracts';
import { CreditsService, type CreditWarning } from '@leadsignal/credits';
import { MailOutboxRepository } from '@leadsignal/mail';
import { NotificationsRepository } from '@leadsignal/notifications';
import { APP_CONFIG, type Env, type Queryable } from '@leadsignal/server-core';
import { TeamsRepository } from './teams.repository';

/** Where a warning leads: the team page (the pool, your cap, members' use). */
export const WARNING_LINK = '/team';

const credits = (n: number) => `${n.toLocaleString('en-US')} credit${n === 1 ? '' : 's'}`;

/** The warning in words, for the bell and the e-mail. */
export function warningMessage(warning: Pick<CreditWarning, 'scope' | 'threshold' | 'used' | 'ofCredits'>): string {
  if (warning.scope === 'cap') {
    return warning.threshold >= 100
      ? `You have reached your monthly cap of ${credits(warning.ofCredits)}.`
      : `You have used ${warning.threshold}% of your monthly cap: ${warning.used.toLocaleString('en-US')} of ${credits(warning.ofCredits)}.`;
  }
  return warning.threshold >= 100
    ? `Your team has used all its credits this month (${credits(warning.used)}).`
    : `Your team has used ${warning.threshold}% of its credits this month: ${warning.used.toLocaleString('en-US')} of ${credits(warning.ofCredits)}.`;
}

@Injectable()
export class CreditWarningsService {
  private readonly appUrl: string;

  constructor(
    @Inject(APP_CONFIG) config: Env,
    private readonly credits: CreditsService,
    private readonly teams: TeamsRepository,
    private readonly notifications: NotificationsRepository,
    private readonly outbox: MailOutboxRepository,
  ) {
    this.appUrl = config.APP_URL.replace(/\/+$/, '');
  }

  /** One pass: every undelivered warning, each once. Answers how many were delivered. */
  deliverPending(): Promise<number> {
    return this.credits.deliverWarnings((tx, warning) => this.deliver(tx, warning));
  }

  private async deliver(tx: Queryable, warning: CreditWarning): Promise<void> {
    const teams = this.teams.in(tx);
    const members = await teams.members(warning.workspaceId);
    const recipients =
      warning.scope === 'cap'
        ? members.filter((member) => member.userId === warning.userId)
        : members.filter((member) => member.role === 'owner' || member.role === 'manager');
    const title = warningMessage(warning);
    for (const recipient of recipients) {
      await this.notifications.in(tx).insert({
        userId: recipient.userId,
        savedSearchId: null,
        kind: NOTIFICATION_KINDS.creditWarning,
        title,
        itemCount: 0,
        link: WARNING_LINK,
      });
      // Recorded in the outbox with the notification and the stamp; the worker's outbox pass queues it after.
      await this.outbox.in(tx).insert({
        to: recipient.email,
        template: 'credit-warning',
        variables: {
          firstName: recipient.fullName.split(' ')[0] ?? recipient.fullName,
          message: title,
          link: `${this.appUrl}${WARNING_LINK}`,
        },
      });
    }
  }
}
