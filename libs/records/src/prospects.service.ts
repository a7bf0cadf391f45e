// Prospects: the search and one person (both free); revealing a person's e-mail and phone for one credit is
// RevealService's.
import { Injectable } from '@nestjs/common';
import type { Prospect, ProspectDetail, ProspectSearchCriteria, ProspectsResponse } from '@leadsignal/contracts';
import { PROSPECTS_KIND, SearchService, type ProspectRecord } from '@leadsignal/search';
import { DomainError, type UserRef } from '@leadsignal/server-core';
import { logoUrl } from './logo-url';
import { RecordsRepository } from './records.repository';
import { nonEmpty, notFoundReason } from './reveal.service';

@Injectable()
export class ProspectsService {
  constructor(
    private readonly searches: SearchService,
    private readonly records: RecordsRepository,
  ) {}

  async search(user: UserRef, criteria: ProspectSearchCriteria, signal?: AbortSignal): Promise<ProspectsResponse> {
    const { rows, totalCount } = await this.searches.search<'prospects', ProspectRecord>(
      PROSPECTS_KIND,
      user.id,
      criteria,
      signal,
    );
    return { prospects: rows.map(toProspect), totalCount };
  }

  /** The person; their e-mail and phone only once this user has paid for them. */
  async getById(user: UserRef, id: string): Promise<ProspectDetail> {
    const row = await this.records.findForUser<ProspectRecord>(PROSPECTS_KIND, user.id, id);
    if (!row) throw DomainError.notFound(notFoundReason(PROSPECTS_KIND));
    return {
      ...toProspect(row),
      email: row.isViewed ? nonEmpty(row.email) : null,
      phone: row.isViewed ? nonEmpty(row.phone) : null,
    };
  }
}

/** A database row → the Prospect contract (no e-mail or phone: those are paid for). */
export function toProspect(row: ProspectRecord): Prospect {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: [row.firstName, row.lastName].filter((part) => part && part.trim()).join(' '),
    jobTitle: row.jobTitle,
    jobFunction: row.jobFunction,
    seniority: row.seniority,
    department: row.department,
    country: row.country,
    state: row.state,
    city: row.city,
    profileUrl: row.profileUrl,
    hasEmail: row.hasEmail,
    emailType: row.emailType,
    emailStatus: row.emailStatus,
    hasPhone: row.hasPhone,
    phoneType: row.phoneType,
    company:
      row.companyId && row.companyName && row.companyDomain
        ? {
            id: row.companyId,
            name: row.companyName,
            domain: row.companyDomain,
            logo: logoUrl(row.companyDomain),
            industry: row.companyIndustry,
            employeeSize: row.companyEmployeeSize,
          }
        : null,
    dateAdded: new Date(row.dateAdded).toISOString(),
    isViewed: row.isViewed,
  };
}
