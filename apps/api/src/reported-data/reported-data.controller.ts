import { Controller, HttpCode, Post } from '@nestjs/common';
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
import { RequirePermissions } from '../common/auth/access.decorators';
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

  @RequirePermissions(PERMISSIONS.adminReportedData)
  @Post('search')
  @HttpCode(200)
  search(@ZodBody(searchReportsRequestSchema) body: SearchReportsFilter): Promise<ReportedDataPage> {
    return this.reports.search(body);
  }

  @RequirePermissions(PERMISSIONS.adminReportedData)
  @Post('getById')
  @HttpCode(200)
  getById(@ZodBody(reportIdRequestSchema) body: ReportIdRequest): Promise<ReportedDataDetail> {
    return this.reports.get(body.id);
  }

  @RequirePermissions(PERMISSIONS.adminReportedData)
  @Post('createActions')
  @HttpCode(200)
  createActions(
    @CurrentUser() admin: AuthUser,
    @ZodBody(createReportActionRequestSchema) body: ReportActionCommand,
  ): Promise<ReportedDataDetail> {
    return this.reports.act(admin, body);
  }
}
