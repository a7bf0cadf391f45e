import { Controller, Get, HttpCode } from '@nestjs/common';
import { Public } from '../common/auth/access.decorators';
import { HealthService } from './health.service';
import { DomainError } from '@leadsignal/server-core';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** The process is up (for a liveness probe): never touches a dependency. */
  @Public()
  @Get('live')
  live() {
    return { status: 'ok' };
  }

  /** 200 when PostgreSQL, Redis and storage answer; 503 naming each one that does not. */
  @Public()
  @Get('ready')
  @HttpCode(200)
  async ready() {
    const checks = await this.health.check();
    const down = Object.entries(checks).filter(([, state]) => state === 'down');
    if (down.length) {
      throw DomainError.unavailable(
        `Not ready: ${down.map(([name]) => name).join(', ')} ${down.length > 1 ? 'are' : 'is'} down.`,
        down[0][0],
      );
    }
    return { status: 'ok', checks };
  }
}
