import { Controller, Post } from '@nestjs/common';
import {
  PERMISSIONS,
  createReportActionRequestSchema,
  createReportRequestSchema,
  reportIdRequestSchema,
  searchReportsRequestSchema,
  type CreateReportRequest,
  type ReportActionCommand,
  type ReportedDataDetail,
  type ReportedDataPage,
  type ReportIdRequest,
  type SearchReportsFilter,
} from '@leadsignal/contracts';
import { PostCall, RequirePermissions } from '../common/auth/access.decorators';
import { CurrentUser, type AuthUser } from '../common/auth/current-user.decorator';
import { ZodBody } from '../common/validation/zod.pipe';
import { ReportedDataService } from '@leadsignal/reported-data';

@Controller('reportedData')
export class ReportedDataController {
  constructor(private readonly reports: ReportedDataService) {}

  @RequirePermissions(PERMISSIONS.reportData)
  @Post('create')
  create(
    @CurrentUser() user: AuthUser,
    @ZodBody(createReportRequestSchema) body: CreateReportRequest,
  ): Promise<{ id: string }> {
    return this.reports.create(user, body);
  }

  @PostCall('search', PERMISSIONS.adminReportedData)
  search(@ZodBody(searchReportsRequestSchema) body: SearchReportsFilter): Promise<ReportedDataPage> {
    return this.reports.search(body);
  }

  @PostCall('getById', PERMISSIONS.adminReportedData)
  getById(@ZodBody(reportIdRequestSchema) body: ReportIdRequest): Promise<ReportedDataDetail> {
    return this.reports.get(body.id);
  }

  @PostCall('createActions', PERMISSIONS.adminReportedData)
  createActions(
    @CurrentUser() admin: AuthUser,
    @ZodBody(createReportActionRequestSchema) body: ReportActionCommand,
  ): Promise<ReportedDataDetail> {
    return this.reports.act(admin, body);
  }
}
