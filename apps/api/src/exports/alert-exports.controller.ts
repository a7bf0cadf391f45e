// The alert screen's export calls (spec §7, paths as written): download the selected rows, queue all
// results, and list the user's CSV downloads.
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  PERMISSIONS,
  downloadAllRequestSchema,
  downloadSelectedRequestSchema,
  type CsvDownload,
  type DownloadAllResponse,
  type DownloadSelectedRequest,
  type DownloadSelectedResponse,
} from '@leadsignal/contracts';
import type { z } from 'zod';
import { RequirePermissions } from '../common/auth/access.decorators';
import { CurrentUser, type AuthUser } from '../common/auth/current-user.decorator';
import { ZodBody } from '../common/validation/zod.pipe';
import { ExportsService } from './exports.service';

@Controller('event')
@RequirePermissions(PERMISSIONS.alertsExport)
export class AlertExportsController {
  constructor(private readonly exports: ExportsService) {}

  @Post('downloadSelectedTriggerEvents')
  @HttpCode(200)
  downloadSelected(
    @CurrentUser() user: AuthUser,
    @ZodBody(downloadSelectedRequestSchema) body: DownloadSelectedRequest,
  ): Promise<DownloadSelectedResponse> {
    return this.exports.downloadSelected(user, body);
  }

  @Post('downloadAllTriggerEvents')
  @HttpCode(200)
  downloadAll(
    @CurrentUser() user: AuthUser,
    @ZodBody(downloadAllRequestSchema) body: z.output<typeof downloadAllRequestSchema>,
  ): Promise<DownloadAllResponse> {
    return this.exports.downloadAll(user, body);
  }

  @Get('getAllEventsCsvDownloads')
  list(@CurrentUser() user: AuthUser): Promise<CsvDownload[]> {
    return this.exports.list(user);
  }
}
