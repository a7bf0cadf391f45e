// Trigger-event alerts: the search and one event (the reveal of its contact's e-mail is RevealService's).
import { Injectable } from '@nestjs/common';
import type {
  AlertSearchCriteria,
  TriggerEvent,
  TriggerEventDetail,
  TriggerEventsResponse,
} from '@leadsignal/contracts';
import { DomainError, type UserRef } from '@leadsignal/server-core';
import { ALERTS_KIND, SearchService, type TriggerEventRecord } from '@leadsignal/search';
import { logoUrl } from './logo-url';
import { RecordsRepository } from './records.repository';
import { nonEmpty, notFoundReason } from './reveal.service';

@Injectable()
export class AlertsService {
  constructor(
    private readonly records: RecordsRepository,
    private readonly searches: SearchService,
  ) {}

  async search(user: UserRef, criteria: AlertSearchCriteria, signal?: AbortSignal): Promise<TriggerEventsResponse> {
    const { rows, totalCount } = await this.searches.search<'alerts', TriggerEventRecord>(
      ALERTS_KIND,
      user.id,
      criteria,
      signal,
    );
    return { triggerEvents: rows.map(toTriggerEvent), totalCount };
  }

  /** The event; its e-mail only once this user has viewed (paid for) it. */
  async getById(user: UserRef, id: string): Promise<TriggerEventDetail> {
    const row = await this.records.findForUser<TriggerEventRecord>(ALERTS_KIND, user.id, id);
    if (!row) throw DomainError.notFound(notFoundReason(ALERTS_KIND));
    return { ...toTriggerEvent(row), email: row.isViewed ? nonEmpty(row.email) : null };
  }
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
