// SQL for reports of inaccurate data: who reported which row of which source, and why.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CreateReportRequest } from '@leadsignal/contracts';
import { isUuid, queryRows, type Queryable } from '../database/sql';

/** The table each reported source's rows live in. */
const SOURCE_TABLES: Record<CreateReportRequest['reportedSource'], string> = {
  Alerts: 'trigger_events',
  Companies: 'companies',
  Prospects: 'contacts',
};

@Injectable()
export class ReportedDataRepository {
  constructor(@Inject(DataSource) private readonly db: Queryable) {}

  /** Whether the reported row exists. */
  async rowExists(source: CreateReportRequest['reportedSource'], id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await queryRows(this.db, `SELECT 1 FROM ${SOURCE_TABLES[source]} WHERE id = $1`, [id]);
    return rows.length > 0;
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
}
