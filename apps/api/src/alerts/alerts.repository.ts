// SQL for trigger-event alerts: the search page and its exact count (built by the shared compiler
// from ALERT_SEARCH), and one event as a given user sees it.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SearchCriteria } from '@leadsignal/contracts';
import { compileCount, compileSearch, pageClause, SqlParams } from '../search';
import { queryRows, type Queryable } from '../database/sql';
import { ALERT_COUNT_ROLLUPS, ALERT_SEARCH } from './alert-search';

/** A trigger_events row as the API maps it (see AlertsService.toTriggerEvent). */
export interface TriggerEventRecord {
  id: string;
  title: string;
  url: string;
  type: string;
  datePublished: Date;
  summary: string | null;
  quote: string | null;
  personQuotedName: string | null;
  contactFirstName: string | null;
  contactLastName: string | null;
  contactNameSourceUrl: string | null;
  hasContactEmail: boolean;
  articleJobTitle: string | null;
  companyName: string | null;
  companyDomain: string | null;
  companyWebsite: string | null;
  companyLogoUrl: string | null;
  isViewed: boolean;
}

export interface TriggerEventWithEmail extends TriggerEventRecord {
  /** The contact's e-mail; callers decide whether the user may see it. */
  email: string | null;
}

export interface TriggerEventPage {
  rows: TriggerEventRecord[];
  totalCount: number;
  /** Which count roll-up answered totalCount (null: the rows were counted). For benchmarks and plans. */
  countedBy: string | null;
}

const EVENT_COLUMNS = `
  e.id, e.title, e.url, e.type, e.date_published AS "datePublished", e.summary, e.quote,
  e.person_quoted_name AS "personQuotedName", e.contact_first_name AS "contactFirstName",
  e.contact_last_name AS "contactLastName", e.contact_name_source_url AS "contactNameSourceUrl",
  e.has_contact_email AS "hasContactEmail", e.article_job_title AS "articleJobTitle",
  e.company_name AS "companyName", e.company_domain AS "companyDomain", e.company_website AS "companyWebsite",
  e.company_logo_url AS "companyLogoUrl"`;

const IS_VIEWED = (userParam: string) =>
  `EXISTS (SELECT 1 FROM viewed_items v WHERE v.user_id = ${userParam} AND v.item_kind = 'alert' AND v.item_id = e.id)`;

@Injectable()
export class AlertsRepository {
  constructor(@Inject(DataSource) private readonly db: Queryable) {}

  in(db: Queryable): AlertsRepository {
    return new AlertsRepository(db);
  }

  /** The SQL of a search page and its count, without running them (tests, EXPLAIN in the benchmark). */
  compile(userId: string, criteria: SearchCriteria) {
    const search = compileSearch(ALERT_SEARCH, criteria);
    const pageParams = search.params.clone();
    const page = pageClause(criteria, pageParams);
    const user = pageParams.add(userId);
    // The page's ids first (often from an index alone, however deep the page), then their columns.
    const pageSql = `
      WITH page AS (
        SELECT e.id, e.date_published FROM trigger_events e
        WHERE ${search.where}
        ORDER BY ${search.orderBy}
        ${page}
      )
      SELECT ${EVENT_COLUMNS}, ${IS_VIEWED(user)} AS "isViewed"
      FROM page JOIN trigger_events e ON e.id = page.id
      ORDER BY ${search.orderBy}`;
    const count = compileCount(ALERT_SEARCH, 'trigger_events e', criteria, ALERT_COUNT_ROLLUPS);
    return { page: { sql: pageSql, params: pageParams.list() }, count };
  }

  /** One page of a search and the exact number of matches; the two queries run side by side. */
  async search(userId: string, criteria: SearchCriteria): Promise<TriggerEventPage> {
    const { page, count } = this.compile(userId, criteria);
    const [rows, counted] = await Promise.all([
      queryRows<TriggerEventRecord>(this.db, page.sql, page.params),
      queryRows<{ count: string }>(this.db, count.sql, count.params),
    ]);
    return { rows, totalCount: Number(counted[0].count), countedBy: count.rollup };
  }

  /** The event with its contact's e-mail and whether this user has viewed it; null when unknown. */
  async findForUser(userId: string, id: string): Promise<TriggerEventWithEmail | null> {
    const params = new SqlParams([id]);
    const user = params.add(userId);
    const [row] = await queryRows<TriggerEventWithEmail>(
      this.db,
      `SELECT ${EVENT_COLUMNS}, c.email, ${IS_VIEWED(user)} AS "isViewed"
       FROM trigger_events e LEFT JOIN contacts c ON c.id = e.contact_id
       WHERE e.id = $1`,
      params.list(),
    );
    return row ?? null;
  }
}
