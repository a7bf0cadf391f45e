// GET api/logos/<domain>.svg: company logos for <img> tags, which send no bearer token — public, and only
// ever a monogram the app drew (see LogosService).
import { pipeline } from 'node:stream/promises';
import { Controller, Get, Logger, Res } from '@nestjs/common';
import { z } from 'zod';
import type { Response } from 'express';
import { Public } from '../common/auth/access.decorators';
import { ZodParam } from '../common/validation/zod.pipe';
import { LogosService } from '@leadsignal/records';

/** `<domain>.svg`: a host name's length at most, and one line. */
const logoFileSchema = z
  .string()
  .min(1)
  .max(300)
  .regex(/^[^\s/]+$/);

@Controller('logos')
export class LogosController {
  private readonly logger = new Logger(LogosController.name);

  constructor(private readonly logos: LogosService) {}

  @Public()
  @Get(':file')
  async logo(@ZodParam('file', logoFileSchema, 'No such logo.') file: string, @Res() res: Response): Promise<void> {
    const image = await this.logos.image(file.replace(/\.svg$/i, ''));
    res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=604800');
    // The image is ours, but an SVG opened on its own is a document: it may run nothing.
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (typeof image === 'string') {
      res.send(image);
      return;
    }
    try {
      await pipeline(image, res);
    } catch (error) {
      // The client went away, or storage failed mid-file: the response is already under way.
      this.logger.warn({ err: error, file }, 'logo not sent completely');
    }
  }
}
