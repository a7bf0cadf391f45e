// SQL for reports of inaccurate data: who reported which row of which source, and why; and what admins did.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  REPORT_TYPES,
  REPORTED_SOURCE_KINDS,
  type CreateReportRequest,
  type ReportActionName,
  type ReportedDataDetail,
  type ReportedDataItem,
  type ReportedDataPage,
  type ReportedSource,
  type ReportStatus,
  type ViewedItemKind,
} from '@leadsignal/contracts';
import { fromOf, idOf, paidItemSql, searchKindDefinition, type SearchKindDefinition } from '@leadsignal/search';
import { isUuid, queryRows, type Queryable } from '@leadsignal/server-core';

@Injectable()
export class ReportedDataRepository {
  constructor(@Inject(DataSource) private readonly db: Queryable) {}

  /** The same queries inside a transaction. */
  in(db: Queryable): ReportedDataRepository {
    return new ReportedDataRepository(db);
  }

  /** Whether the reported row of the kind exists. */
  async rowExists(definition: SearchKindDefinition, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await queryRows(this.db, `SELECT 1 FROM ${fromOf(definition)} WHERE ${idOf(definition)} = $1`, [id]);
    return rows.length > 0;
  }

  /** What a user paid for when they saw the row (the kind's paysFor); null when the row is gone. */
  async paidItemOf(
    definition: SearchKindDefinition,
    id: string,
  ): Promise<{ kind: ViewedItemKind; itemId: string } | null> {
    if (!isUuid(id)) return null;
    const paid = paidItemSql(definition);
    const [row] = await queryRows<{ kind: ViewedItemKind; itemId: string }>(
      this.db,
      `SELECT ${paid.kind} AS kind, ${paid.id} AS "itemId" FROM ${fromOf(definition)} WHERE ${idOf(definition)} = $1`,
      [id],
    );
    return row ?? null;
  }

  async create(reporterId: string, report: CreateReportRequest): Promise<string> {
    const [row] = await queryRows<{ id: string }>(
      this.db,
      `INSERT INTO reported_data (reporter_id, reported_source, reported_source_id, type, details)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [reporterId, report.reportedSource, report.reportedSourceId, report.type, report.details],
    );
    return row.id;
  }

  /** One page of reports, newest first, with the reporter and what was reported. */
  async search(filter: {
    page: number;
    pageSize: number;
    status?: ReportStatus;
    reportedSource?: ReportedSource;
  }): Promise<ReportedDataPage> {
    const where = `($1::text IS NULL OR r.status = $1) AND ($2::text IS NULL OR r.reported_source = $2)`;
    const params = [filter.status ?? null, filter.reportedSource ?? null];
    const [items, [{ total }]] = await Promise.all([
      queryRows<ReportRow>(
        this.db,
        `SELECT ${REPORT_COLUMNS} FROM reported_data r JOIN users u ON u.id = r.reporter_id
         WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT $3 OFFSET $4`,
        [...params, filter.pageSize, (filter.page - 1) * filter.pageSize],
      ),
      queryRows<{ total: number }>(
        this.db,
        `SELECT count(*)::int AS total FROM reported_data r WHERE ${where}`,
        params,
      ),
    ]);
    return { items: items.map(toItem), totalCount: total };
  }

  /** The report with its actions (oldest first), or null. `lock` holds it for the caller's transaction. */
  async find(id: string, options: { lock?: boolean } = {}): Promise<ReportedDataDetail | null> {
    if (!isUuid(id)) return null;
    const [row] = await queryRows<ReportRow>(
      this.db,
      `SELECT ${REPORT_COLUMNS} FROM reported_data r JOIN users u ON u.id = r.reporter_id
       WHERE r.id = $1${options.lock ? ' FOR UPDATE OF r' : ''}`,
      [id],
    );
    if (!row) return null;
    const actions = await queryRows<ActionRow>(
      this.db,
      `SELECT a.action, a.note, a.created_at, a.admin_id,
              coalesce(trim(u.first_name || ' ' || u.last_name), 'A former admin') AS admin_name
       FROM reported_data_actions a LEFT JOIN users u ON u.id = a.admin_id
       WHERE a.report_id = $1 ORDER BY a.created_at, a.id`,
      [id],
    );
    return {
      ...toItem(row),
      actions: actions.map((action) => ({
        action: action.action,
        note: action.note,
        createdOn: action.created_at.toISOString(),
        admin: { id: action.admin_id ?? '', fullName: action.admin_name },
      })),
    };
  }

  /** Records an admin's action and sets the report's status to it. */
  async addAction(reportId: string, adminId: string, action: ReportActionName, note: string): Promise<void> {
    await queryRows(
      this.db,
      `WITH action AS (INSERT INTO reported_data_actions (report_id, admin_id, action, note) VALUES ($1, $2, $3, $4))
       UPDATE reported_data SET status = $3, updated_at = now() WHERE id = $1`,
      [reportId, adminId, action, note],
    );
  }
}

interface ReportRow {
  id: string;
  reported_source: ReportedSource;
  reported_source_id: string;
  type: number;
  details: string;
  status: ReportStatus;
  created_at: Date;
  updated_at: Date;
  reporter_id: string;
  reporter_name: string;
  reporter_email: string;
  subject: string | null;
}

interface ActionRow {
  action: ReportActionName;
  note: string;
  created_at: Date;
  admin_id: string | null;
  admin_name: string;
}

/**
 * What the reported row is called (its kind's subject), looked up in its kind's table (reported_source_id is
 * text: any id may be reported).
 */
const SUBJECT = `CASE r.reported_source
${Object.entries(REPORTED_SOURCE_KINDS)
  .map(([source, kind]) => {
    const definition = searchKindDefinition(kind);
    return `  WHEN '${source}' THEN (SELECT ${definition.subject} FROM ${fromOf(definition)} WHERE ${idOf(definition)}::text = r.reported_source_id)`;
  })
  .join('\n')}
END`;

const REPORT_COLUMNS = `r.id, r.reported_source, r.reported_source_id, r.type, r.details, r.status, r.created_at,
  r.updated_at, r.reporter_id, trim(u.first_name || ' ' || u.last_name) AS reporter_name,
  u.email AS reporter_email, ${SUBJECT} AS subject`;

function toItem(row: ReportRow): ReportedDataItem {
  return {
    id: row.id,
    reportedSource: row.reported_source,
    reportedSourceId: row.reported_source_id,
    type: row.type,
    typeLabel: REPORT_TYPES.find((type) => type.value === row.type)?.label ?? `Type ${row.type}`,
    details: row.details,
    status: row.status,
    createdOn: row.created_at.toISOString(),
    updatedOn: row.updated_at.toISOString(),
    reporter: { id: row.reporter_id, fullName: row.reporter_name, email: row.reporter_email },
    subject: row.subject,
  };
}
