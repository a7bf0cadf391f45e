import { Controller, Post } from '@nestjs/common';
import { PERMISSIONS, createReportRequestSchema, type CreateReportRequest } from '@leadsignal/contracts';
import { RequirePermissions } from '../common/auth/access.decorators';
import { CurrentUser, type AuthUser } from '../common/auth/current-user.decorator';
import { ZodBody } from '../common/validation/zod.pipe';
import { ReportedDataService } from './reported-data.service';

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
}
