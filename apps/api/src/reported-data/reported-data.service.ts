// Users report inaccurate rows (spec §2 "Report Alerts"); admins search the reports and act on them:
// each action is kept with its note and sets the report's status.
import { Inject, Injectable } from '@nestjs/common';
import type {
  CreateReportRequest,
  ReportActionCommand,
  ReportedDataDetail,
  ReportedDataPage,
  SearchReportsFilter,
} from '@leadsignal/contracts';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../common/auth/current-user.decorator';
import { ApiError } from '../common/errors/api-error';
import { ReportedDataRepository } from './reported-data.repository';

const NOT_FOUND = 'The report was not found.';

@Injectable()
export class ReportedDataService {
  constructor(
    private readonly reports: ReportedDataRepository,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  async create(user: AuthUser, report: CreateReportRequest): Promise<{ id: string }> {
    if (!(await this.reports.rowExists(report.reportedSource, report.reportedSourceId))) {
      throw ApiError.notFound('The reported row was not found.');
    }
    return { id: await this.reports.create(user.id, report) };
  }

  search(filter: SearchReportsFilter): Promise<ReportedDataPage> {
    return this.reports.search(filter);
  }

  async get(id: string): Promise<ReportedDataDetail> {
    const report = await this.reports.find(id);
    if (!report) throw ApiError.notFound(NOT_FOUND);
    return report;
  }

  /** Records the action and sets the status in one transaction (the report is locked meanwhile). */
  async act(admin: AuthUser, request: ReportActionCommand): Promise<ReportedDataDetail> {
    return this.dataSource.transaction(async (tx) => {
      const reports = this.reports.in(tx);
      if (!(await reports.find(request.id, { lock: true }))) throw ApiError.notFound(NOT_FOUND);
      await reports.addAction(request.id, admin.id, request.action, request.note);
      return (await reports.find(request.id)) as ReportedDataDetail;
    });
  }
}
