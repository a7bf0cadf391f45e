import { Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import type { Response } from 'express';
import { APP_CONFIG, type Env, DomainError } from '@leadsignal/server-core';
import { Public } from '../common/auth/access.decorators';
import { MetricsService } from './metrics.service';

/**
 * Prometheus text format for a scraper holding METRICS_TOKEN (Authorization: Bearer …). Not a user
 * endpoint: without a configured token it does not exist (404), and a wrong token is a 401.
 */
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: Pick<Env, 'METRICS_TOKEN'>,
  ) {}

  @Public()
  @Get()
  async scrape(@Headers('authorization') authorization: string | undefined, @Res() res: Response): Promise<void> {
    const expected = this.config.METRICS_TOKEN;
    if (!expected) throw DomainError.notFound();
    if (!sameSecret(authorization ?? '', `Bearer ${expected}`)) {
      throw DomainError.unauthenticated('A valid metrics token is required.');
    }
    const body = await this.metrics.render();
    res.setHeader('Content-Type', this.metrics.contentType());
    res.setHeader('Cache-Control', 'no-store');
    res.send(body);
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
