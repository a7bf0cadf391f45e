// Users report inaccurate rows (spec §2 "Report Alerts"); admins search the reports and act on them:
// each action is kept with its note and sets the report's status.
import { Inject, Injectable } from '@nestjs/common';
import {
  REPORTED_SOURCE_KINDS,
  type CreateReportRequest,
  type ReportActionCommand,
  type ReportedDataDetail,
  type ReportedDataPage,
  type ReportedSource,
  type SearchReportsFilter,
} from '@leadsignal/contracts';
import { DataSource } from 'typeorm';
import { CreditsService } from '@leadsignal/credits';
import { searchKindDefinition, type SearchKindDefinition } from '@leadsignal/search';
import { DomainError, type UserRef } from '@leadsignal/server-core';
import { ReportedDataRepository } from './reported-data.repository';

const NOT_FOUND = 'The report was not found.';

@Injectable()
export class ReportedDataService {
  constructor(
    private readonly reports: ReportedDataRepository,
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly credits: CreditsService,
  ) {}

  async create(user: UserRef, report: CreateReportRequest): Promise<{ id: string }> {
    if (!(await this.reports.rowExists(kindOf(report.reportedSource), report.reportedSourceId))) {
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
  async act(admin: UserRef, request: ReportActionCommand): Promise<ReportedDataDetail> {
    return this.dataSource.transaction(async (tx) => {
      const reports = this.reports.in(tx);
      const report = await reports.find(request.id, { lock: true });
      if (!report) throw DomainError.notFound(NOT_FOUND);
      await reports.addAction(request.id, admin.id, request.action, request.note);
      if (request.action === 'corrected') {
        // What the reporter paid for when they saw the row: the kind's paysFor (an alert's person, or the alert).
        const item = await reports.paidItemOf(kindOf(report.reportedSource), report.reportedSourceId);
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

/** The search kind of a report's source. */
function kindOf(source: ReportedSource): SearchKindDefinition {
  return searchKindDefinition(REPORTED_SOURCE_KINDS[source]);
}
