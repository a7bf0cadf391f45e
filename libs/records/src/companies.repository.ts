// SQL of one registered company as a given user sees it, with its group (parent and subsidiaries), how
// many prospects work there and its latest trigger events. (The search itself is the shared
// SearchRepository over the companies kind.)
import { Inject, Injectable } from '@nestjs/common';
import { COMPANIES_KIND, COMPANY_RESULT_COLUMNS, isViewedSql, SqlParams, type CompanyRecord } from '@leadsignal/search';
import { queryRows, type Queryable } from '@leadsignal/server-core';
import { DataSource } from 'typeorm';

export interface CompanyDetailRecord extends CompanyRecord {
  description: string | null;
  phone: string | null;
  address: string | null;
  contactCount: number;
}

export interface CompanyRefRecord {
  id: string;
  name: string;
  domain: string;
  relationship: string | null;
}

export interface CompanyEventRecord {
  id: string;
  title: string;
  type: string;
  url: string;
  datePublished: Date;
}

@Injectable()
export class CompaniesRepository {
  constructor(@Inject(DataSource) private readonly db: Queryable) {}

  async findForUser(userId: string, id: string): Promise<CompanyDetailRecord | null> {
    const params = new SqlParams([id]);
    const user = params.add(userId);
    const [row] = await queryRows<CompanyDetailRecord>(
      this.db,
      `SELECT ${COMPANY_RESULT_COLUMNS}, c.description, c.phone, c.address,
         ${isViewedSql(COMPANIES_KIND, user)} AS "isViewed",
         (SELECT count(*) FROM contacts p WHERE p.company_id = c.id)::int AS "contactCount"
       FROM companies c WHERE c.id = $1`,
      params.list(),
    );
    return row ?? null;
  }

  async findRef(id: string): Promise<CompanyRefRecord | null> {
    const [row] = await queryRows<CompanyRefRecord>(
      this.db,
      `SELECT id, name, domain, relationship FROM companies WHERE id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** The companies whose parent this one is, A–Z. */
  subsidiaries(parentId: string, limit: number): Promise<CompanyRefRecord[]> {
    return queryRows<CompanyRefRecord>(
      this.db,
      `SELECT id, name, domain, relationship FROM companies WHERE parent_company_id = $1
       ORDER BY lower(name), id LIMIT $2`,
      [parentId, limit],
    );
  }

  /** The company's trigger events, newest first. */
  latestEvents(companyId: string, limit: number): Promise<CompanyEventRecord[]> {
    return queryRows<CompanyEventRecord>(
      this.db,
      `SELECT id, title, type, url, date_published AS "datePublished" FROM trigger_events
       WHERE company_id = $1 ORDER BY date_published DESC, id LIMIT $2`,
      [companyId, limit],
    );
  }
}
