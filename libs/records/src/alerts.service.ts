// Trigger-event alerts: search, one event, and revealing its contact's e-mail for a credit.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  RevealEmailResponse,
  AlertSearchCriteria,
  TriggerEvent,
  TriggerEventDetail,
  TriggerEventsResponse,
} from '@leadsignal/contracts';
import type { AuthUser } from '../common/auth/current-user.decorator';
import { DomainError } from '@leadsignal/server-core';
import { CreditsService } from '@leadsignal/credits';
import { ALERTS_KIND, SearchService, type TriggerEventRecord } from '@leadsignal/search';
import { logoUrl } from '../logos/logos.service';
import { AlertsRepository } from './alerts.repository';

const NOT_FOUND = 'The alert was not found.';

@Injectable()
export class AlertsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly alerts: AlertsRepository,
    private readonly searches: SearchService,
    private readonly credits: CreditsService,
  ) {}

  async search(user: AuthUser, criteria: AlertSearchCriteria, signal?: AbortSignal): Promise<TriggerEventsResponse> {
    const { rows, totalCount } = await this.searches.search<'alerts', TriggerEventRecord>(
      ALERTS_KIND,
      user.id,
      criteria,
      signal,
    );
    return { triggerEvents: rows.map(toTriggerEvent), totalCount };
  }

  /** The event; its e-mail only once this user has viewed (paid for) it. */
  async getById(user: AuthUser, id: string): Promise<TriggerEventDetail> {
    const row = await this.alerts.findForUser(user.id, id);
    if (!row) throw DomainError.notFound(NOT_FOUND);
    return { ...toTriggerEvent(row), email: row.isViewed ? nonEmpty(row.email) : null };
  }

  /**
   * The contact's e-mail: free when this user has viewed the row, otherwise one credit, charged in
   * the same transaction that marks the row viewed (402 when no credit is left). A row without an
   * e-mail costs nothing and stays unviewed: there is nothing to reveal (docs/alerts.md).
   */
  async revealEmail(user: AuthUser, id: string): Promise<RevealEmailResponse> {
    const row = await this.alerts.findForUser(user.id, id);
    if (!row) throw DomainError.notFound(NOT_FOUND);
    const email = nonEmpty(row.email);
    if (row.isViewed || email === null) {
      return { data: email, isCreditDeducted: false, monthlyAvailableCredit: await this.credits.balance(user.id) };
    }
    // A row with an e-mail names its contact: the reveal pays for that person (free in prospects after).
    // The ledger key names what was paid for — the person, as a prospect reveal names them, or the alert
    // when it names nobody — so an alert an ingest re-linked to a new person charges once for that person.
    const kind = row.contactId ? 'prospect' : 'alert';
    const item = row.contactId ?? id;
    const charged = await this.dataSource.transaction((tx) =>
      this.credits.chargeForViews(tx, {
        userId: user.id,
        kind,
        itemIds: [item],
        source: 'reveal',
        reason: 'alert e-mail reveal',
        reference: id,
        idempotencyKey: `reveal:${user.id}:${kind}:${item}`,
      }),
    );
    // Not charged: a concurrent reveal of the same row by this user paid for it a moment ago.
    return { data: email, isCreditDeducted: charged.charged > 0, monthlyAvailableCredit: charged.balance };
  }
}

function nonEmpty(value: string | null): string | null {
  return value && value.trim() ? value : null;
}

/** A database row → the TriggerEvent contract (spec §3). */
export function toTriggerEvent(row: TriggerEventRecord): TriggerEvent {
  const contactName = [row.contactFirstName, row.contactLastName].filter((part) => part && part.trim()).join(' ');
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    type: row.type,
    datePublished: new Date(row.datePublished).toISOString(),
    summary: row.summary,
    quote: row.quote,
    personQuotedName: row.personQuotedName,
    contactFirstName: row.contactFirstName,
    contactLastName: row.contactLastName,
    contactNameSourceDefault: row.contactNameSourceUrl,
    isHasContactEmail: row.hasContactEmail,
    articleContact: contactName || null,
    articleJobTitle: row.articleJobTitle,
    companyName: row.companyName,
    companyUrl: row.companyWebsite,
    companyWebsite: row.companyWebsite,
    // The app's own logo route, never the provider's host (a page shows no broken images offline).
    companyLogo: row.companyDomain ? logoUrl(row.companyDomain) : null,
    companyLogoFromS3: row.companyDomain ? logoUrl(row.companyDomain) : null,
    domain: row.companyDomain,
    isViewed: row.isViewed,
  };
}
