// Users report inaccurate rows (spec §2 "Report Alerts"); admins review them in a later issue.
import { Injectable } from '@nestjs/common';
import type { CreateReportRequest } from '@leadsignal/contracts';
import type { AuthUser } from '../common/auth/current-user.decorator';
import { ApiError } from '../common/errors/api-error';
import { ReportedDataRepository } from './reported-data.repository';

@Injectable()
export class ReportedDataService {
  constructor(private readonly reports: ReportedDataRepository) {}

  async create(user: AuthUser, report: CreateReportRequest): Promise<{ id: string }> {
    if (!(await this.reports.rowExists(report.reportedSource, report.reportedSourceId))) {
      throw ApiError.notFound('The reported row was not found.');
    }
    return { id: await this.reports.create(user.id, report) };
  }
}
