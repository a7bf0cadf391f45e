// Users report inaccurate rows (spec §2 "Report Alerts"); admins search the reports and act on them:
// each action is kept with its note and sets the report's status.
import { Inject, Injectable } from '@nestjs/common';
import type {
  CreateReportRequest,
  ReportActionCommand,
  ReportedDataDetail,
  ReportedDataPage,
  SearchReportsFilter,
  ViewedItemKind,
} from '@leadsignal/contracts';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../common/auth/current-user.decorator';
import { CreditsService } from '@leadsignal/credits';
import { isUuid, queryRows, type Queryable, DomainError } from '@leadsignal/server-core';
import { ReportedDataRepository } from './reported-data.repository';

const NOT_FOUND = 'The report was not found.';

@Injectable()
export class ReportedDataService {
  constructor(
    private readonly reports: ReportedDataRepository,
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly credits: CreditsService,
  ) {}

  async create(user: AuthUser, report: CreateReportRequest): Promise<{ id: string }> {
    if (!(await this.reports.rowExists(report.reportedSource, report.reportedSourceId))) {
      throw DomainError.notFound('The reported row was not found.');
    }
    return { id: await this.reports.create(user.id, report) };
  }

  search(filter: SearchReportsFilter): Promise<ReportedDataPage> {
    return this.reports.search(filter);
  }

  async get(id: string): Promise<ReportedDataDetail> {
    const report = await this.reports.find(id);
    if (!report) throw DomainError.notFound(NOT_FOUND);
    return report;
  }

  /**
   * Records the action and sets the status in one transaction (the report is locked meanwhile). "Corrected"
   * gives the reporter back the credit spent on the row — once per reporter and row, in the same transaction.
   */
  async act(admin: AuthUser, request: ReportActionCommand): Promise<ReportedDataDetail> {
    return this.dataSource.transaction(async (tx) => {
      const reports = this.reports.in(tx);
      const report = await reports.find(request.id, { lock: true });
      if (!report) throw DomainError.notFound(NOT_FOUND);
      await reports.addAction(request.id, admin.id, request.action, request.note);
      if (request.action === 'corrected') {
        const item = await paidItemOf(tx, report.reportedSource, report.reportedSourceId);
        if (item) {
          await this.credits.refundItem(tx, {
            userId: report.reporter.id,
            ...item,
            reason: 'Reported data corrected',
            reference: report.reportedSourceId,
          });
        }
      }
      return (await reports.find(request.id)) as ReportedDataDetail;
    });
  }
}

/** What a reporter paid for when they saw the reported row (the person an alert names, or the row itself). */
async function paidItemOf(
  tx: Queryable,
  source: string,
  id: string,
): Promise<{ kind: ViewedItemKind; itemId: string } | null> {
  if (!isUuid(id)) return null;
  if (source === 'Prospects') return { kind: 'prospect', itemId: id };
  if (source === 'Registered Companies') return { kind: 'company', itemId: id };
  const [alert] = await queryRows<{ contactId: string | null }>(
    tx,
    `SELECT contact_id AS "contactId" FROM trigger_events WHERE id = $1`,
    [id],
  );
  if (!alert) return null;
  return alert.contactId ? { kind: 'prospect', itemId: alert.contactId } : { kind: 'alert', itemId: id };
}
