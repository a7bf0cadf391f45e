// SQL of one registered company in detail as a given user sees it, with its group (parent and subsidiaries), how
// many prospects work there and its latest trigger events. (The search itself is the shared
// SearchRepository over the companies kind.)
import { Inject, Injectable } from '@nestjs/common';
import { COMPANIES_KIND, type CompanyRecord } from '@leadsignal/search';
import { queryRows, type Queryable } from '@leadsignal/server-core';
import { DataSource } from 'typeorm';
import { RecordsRepository, type RecordForUser } from './records.repository';

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
  private readonly records: RecordsRepository;

  constructor(@Inject(DataSource) private readonly db: Queryable) {
    this.records = new RecordsRepository(db);
  }

  /** The company with its detail columns and whether this user has paid for it; null when unknown. */
  findForUser(userId: string, id: string): Promise<RecordForUser<CompanyDetailRecord> | null> {
    return this.records.findForUser<CompanyDetailRecord>(COMPANIES_KIND, userId, id, {
      columns: `c.description, c.phone, c.address,
         (SELECT count(*) FROM contacts p WHERE p.company_id = c.id)::int AS "contactCount"`,
    });
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
