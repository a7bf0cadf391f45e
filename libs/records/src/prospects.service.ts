// Prospects: the search and one person (both free), and revealing a person's e-mail and phone for one
// credit — once per person and user, whether paid for here or through an alert that names them.
import { Inject, Injectable } from '@nestjs/common';
import type {
  Prospect,
  ProspectDetail,
  ProspectSearchCriteria,
  ProspectsResponse,
  RevealProspectResponse,
} from '@leadsignal/contracts';
import { CreditsService } from '@leadsignal/credits';
import { PROSPECTS_KIND, SearchService, type ProspectRecord } from '@leadsignal/search';
import { DomainError } from '@leadsignal/server-core';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../common/auth/current-user.decorator';
import { logoUrl } from '../logos/logos.service';
import { ProspectsRepository } from './prospects.repository';

const NOT_FOUND = 'The prospect was not found.';

@Injectable()
export class ProspectsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly searches: SearchService,
    private readonly prospects: ProspectsRepository,
    private readonly credits: CreditsService,
  ) {}

  async search(user: AuthUser, criteria: ProspectSearchCriteria, signal?: AbortSignal): Promise<ProspectsResponse> {
    const { rows, totalCount } = await this.searches.search<'prospects', ProspectRecord>(
      PROSPECTS_KIND,
      user.id,
      criteria,
      signal,
    );
    return { prospects: rows.map(toProspect), totalCount };
  }

  /** The person; their e-mail and phone only once this user has paid for them. */
  async getById(user: AuthUser, id: string): Promise<ProspectDetail> {
    const row = await this.prospects.findForUser(user.id, id);
    if (!row) throw DomainError.notFound(NOT_FOUND);
    return {
      ...toProspect(row),
      email: row.isViewed ? nonEmpty(row.email) : null,
      phone: row.isViewed ? nonEmpty(row.phone) : null,
    };
  }

  /**
   * The person's e-mail and phone: free once paid for, otherwise one credit, charged in the transaction that
   * marks them paid for (402 when no credit is left). Someone with neither costs nothing: there is nothing
   * to reveal.
   */
  async reveal(user: AuthUser, id: string): Promise<RevealProspectResponse> {
    const row = await this.prospects.findForUser(user.id, id);
    if (!row) throw DomainError.notFound(NOT_FOUND);
    const email = nonEmpty(row.email);
    const phone = nonEmpty(row.phone);
    if (row.isViewed || (email === null && phone === null)) {
      return {
        data: email,
        phone,
        isCreditDeducted: false,
        monthlyAvailableCredits: await this.credits.balance(user.id),
      };
    }
    const charged = await this.dataSource.transaction((tx) =>
      this.credits.chargeForViews(tx, {
        userId: user.id,
        kind: 'prospect',
        itemIds: [id],
        source: 'reveal',
        reason: 'prospect e-mail reveal',
        reference: id,
        idempotencyKey: `reveal:${user.id}:prospect:${id}`,
      }),
    );
    // Not charged: a concurrent reveal of the same person (here or through an alert) paid a moment ago.
    return { data: email, phone, isCreditDeducted: charged.charged > 0, monthlyAvailableCredits: charged.balance };
  }
}

function nonEmpty(value: string | null): string | null {
  return value && value.trim() ? value : null;
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
