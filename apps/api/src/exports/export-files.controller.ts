// Finished CSV files, for their owner only: with the session (GET exports/:id/file) or through the
// short-lived link the download list hands out (GET exports/:id/download?token=…). Local files are
// streamed; on S3 the answer is a redirect to a presigned URL. HTTP delete of exports/:id removes one.
import { pipeline } from 'node:stream/promises';
import { Controller, Delete, Get, HttpCode, Logger, Res } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import { Public, SignedIn } from '../common/auth/access.decorators';
import { CurrentUser, type AuthUser } from '../common/auth/current-user.decorator';
import { IdParam, ZodQuery } from '../common/validation/zod.pipe';
import { contentDisposition } from '@leadsignal/server-core';
import { ExportsService, type CsvFile } from '@leadsignal/exports';

const linkQuerySchema = z.strictObject({ token: z.string().min(1, 'token is required.').max(200) });

@Controller('exports')
export class ExportFilesController {
  private readonly logger = new Logger(ExportFilesController.name);

  constructor(private readonly exports: ExportsService) {}

  // Any signed-in user: whose file it is decides, and someone else's is a 404.
  @SignedIn()
  @Get(':id/file')
  async file(
    @CurrentUser() user: AuthUser,
    @IdParam('id', 'The CSV download was not found.') id: string,
    @Res() res: Response,
  ): Promise<void> {
    await this.send(await this.exports.file(user, id), res);
  }

  /**
   * Deletes the caller's finished download, file and row (docs/exports.md#deleting-a-download): someone
   * else's is a 404, one still Queued or Processing a 409. Credits charged for it stay charged.
   */
  @SignedIn()
  @Delete(':id')
  @HttpCode(200)
  delete(
    @CurrentUser() user: AuthUser,
    @IdParam('id', 'The CSV download was not found.') id: string,
  ): Promise<{ id: string }> {
    return this.exports.delete(user, id);
  }

  @Public()
  @Get(':id/download')
  async download(
    @IdParam('id', 'The CSV download was not found.') id: string,
    @ZodQuery(linkQuerySchema) query: z.infer<typeof linkQuerySchema>,
    @Res() res: Response,
  ): Promise<void> {
    await this.send(await this.exports.fileByLink(id, query.token), res);
  }

  private async send(file: CsvFile, res: Response): Promise<void> {
    res.setHeader('Cache-Control', 'private, no-store');
    if (file.kind === 'redirect') {
      res.redirect(302, file.url);
      return;
    }
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', contentDisposition(file.fileName));
    if (file.sizeBytes !== null) res.setHeader('Content-Length', String(file.sizeBytes));
    try {
      await pipeline(file.body, res);
    } catch (error) {
      // Headers are gone already; the client sees a cut-off transfer, not a wrong file.
      this.logger.warn({ err: error }, 'CSV download interrupted');
    }
  }
}
