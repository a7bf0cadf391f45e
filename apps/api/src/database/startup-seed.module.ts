// Seeds on every API start, idempotently: the permission catalogue, roles, wording, e-mail templates,
// and on an empty database the first accounts and the demo trigger events.
import { Inject, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../common/config/config.module';
import type { Env } from '../common/config/env.schema';
import { seedEmailTemplates } from '../mail/seed-email-templates';
import { seedAccounts } from '../users/seed-accounts';

@Module({})
export class StartupSeedModule implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await seedAccounts(this.dataSource, this.config, (message) => this.logger.log(message));
    const added = await seedEmailTemplates(this.dataSource);
    if (added.length) this.logger.log(`Added e-mail templates: ${added.join(', ')}`);
  }
}
