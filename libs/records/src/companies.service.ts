// Registered companies: the search and one company in detail — both free (only downloads cost credits).
import { Injectable } from '@nestjs/common';
import {
  COMPANY_DETAIL_EVENTS,
  COMPANY_DETAIL_SUBSIDIARIES,
  type CompanyDetail,
  type CompanyRef,
  type CompanySearchCriteria,
  type RegisteredCompaniesResponse,
  type RegisteredCompany,
} from '@leadsignal/contracts';
import { COMPANIES_KIND, SearchService, type CompanyRecord } from '@leadsignal/search';
import { DomainError, type UserRef } from '@leadsignal/server-core';
import { CompaniesRepository, type CompanyRefRecord } from './companies.repository';
import { logoUrl } from './logo-url';
import { notFoundReason } from './reveal.service';

@Injectable()
export class CompaniesService {
  constructor(
    private readonly searches: SearchService,
    private readonly companies: CompaniesRepository,
  ) {}

  async search(
    user: UserRef,
    criteria: CompanySearchCriteria,
    signal?: AbortSignal,
  ): Promise<RegisteredCompaniesResponse> {
    const { rows, totalCount } = await this.searches.search<'companies', CompanyRecord>(
      COMPANIES_KIND,
      user.id,
      criteria,
      signal,
    );
    return { companies: rows.map(toRegisteredCompany), totalCount };
  }

  async getById(user: UserRef, id: string): Promise<CompanyDetail> {
    const row = await this.companies.findForUser(user.id, id);
    if (!row) throw DomainError.notFound(notFoundReason(COMPANIES_KIND));
    const [parent, subsidiaries, events] = await Promise.all([
      row.parentCompanyId ? this.companies.findRef(row.parentCompanyId) : null,
      this.companies.subsidiaries(row.id, COMPANY_DETAIL_SUBSIDIARIES),
      this.companies.latestEvents(row.id, COMPANY_DETAIL_EVENTS),
    ]);
    return {
      ...toRegisteredCompany(row),
      description: row.description,
      phone: row.phone,
      address: row.address,
      parent: parent ? toRef(parent) : null,
      subsidiaries: subsidiaries.map(toRef),
      contactCount: row.contactCount,
      latestTriggerEvents: events.map((event) => ({
        id: event.id,
        title: event.title,
        type: event.type,
        url: event.url,
        datePublished: new Date(event.datePublished).toISOString(),
      })),
    };
  }
}

function toRef(row: CompanyRefRecord): CompanyRef {
  return { id: row.id, name: row.name, domain: row.domain, relationship: row.relationship, logo: logoUrl(row.domain) };
}

/** A database row → the RegisteredCompany contract. */
export function toRegisteredCompany(row: CompanyRecord): RegisteredCompany {
  return {
    id: row.id,
    name: row.name,
    legalName: row.legalName,
    tradingName: row.tradingName,
    domain: row.domain,
    website: row.website,
    logo: logoUrl(row.domain),
    industry: row.industry,
    topIndustry: row.topIndustry,
    companyType: row.companyType,
    employeeSize: row.employeeSize,
    revenueBand: row.revenueBand,
    fundingRounds: row.fundingRounds,
    investors: row.investors,
    country: row.country,
    state: row.state,
    city: row.city,
    zipCode: row.zipCode,
    incorporationDate: row.incorporationDate,
    status: row.status,
    relationship: row.relationship,
    parentCompanyId: row.parentCompanyId,
    registrationNumber: row.registrationNumber,
    jurisdiction: { country: row.jurisdictionCountry, subdivision: row.jurisdictionSubdivision },
    sourceKind: row.sourceKind,
    technologies: row.technologies,
    domainType: row.domainType,
    dateAdded: new Date(row.dateAdded).toISOString(),
    isViewed: row.isViewed,
  };
}
