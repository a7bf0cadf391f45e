// Seeds on every API start (in the first of several API processes only, main.ts), idempotently: the permission catalogue, roles, wording, e-mail templates, plans,
// and on an empty database the first accounts and the demo trigger events.
import { Inject, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type Env } from '@leadsignal/server-core';
import { BillingRepository, DEFAULT_PLANS } from '@leadsignal/billing';
import { seedEmailTemplates } from '@leadsignal/mail';
import { seedAccounts } from '@leadsignal/accounts';
import { CreditsModule, CreditsService } from '@leadsignal/credits';
import { DemoDataRefusedError, generateDemoData, IngestRepository, resumeDemoDataLoad } from '@leadsignal/ingest';

/** Set on the API processes a cluster primary forks after the first (main.ts): that one seeded the database. */
export const FOLLOWER_ENV = 'LEADSIGNAL_API_FOLLOWER';

@Module({ imports: [CreditsModule] })
export class StartupSeedModule implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: Env,
    private readonly credits: CreditsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (process.env[FOLLOWER_ENV] === '1') return;
    const created: string[] = [];
    const log = (message: string) => {
      this.logger.log(message);
      created.push(message);
    };
    await seedAccounts(this.dataSource, this.config, log, this.credits);
    // The first accounts, as a plain block a person sees among the JSON log lines of a first start.
    if (created.length && this.config.LOG_LEVEL !== 'silent') process.stdout.write(firstStartBlock(created));
    const added = await seedEmailTemplates(this.dataSource);
    if (added.length) this.logger.log(`Added e-mail templates: ${added.join(', ')}`);
    const plans = await new BillingRepository(this.dataSource).insertDefaultsIfMissing(DEFAULT_PLANS);
    if (plans.length) this.logger.log(`Added plans: ${plans.join(', ')}`);
    await this.seedDemoEvents();
  }

  /** A database without trigger events gets SEED_DEMO_EVENTS demo events (deterministic, loaded with COPY). */
  private async seedDemoEvents(): Promise<void> {
    // A bulk load interrupted by a crash left its indexes to rebuild: finish it first.
    if (await resumeDemoDataLoad(this.dataSource))
      this.logger.log('Finished rebuilding the indexes of an interrupted demo load');
    const events = this.config.SEED_DEMO_EVENTS;
    if (!events) return;
    if (await new IngestRepository().hasEvents(this.dataSource)) return;
    this.logger.log(`Generating ${events.toLocaleString('en-US')} demo trigger events …`);
    try {
      const result = await generateDemoData(this.dataSource, { events });
      this.logger.log(
        `Loaded ${result.companies} companies, ${result.contacts} contacts and ${result.events} trigger events in ${(result.totalMs / 1000).toFixed(1)} s`,
      );
    } catch (error) {
      // Another API replica loaded them while this one waited for the lock.
      if (!(error instanceof DemoDataRefusedError)) throw error;
    }
  }
}

/** "Created the admin account a@b (password: x …)." lines as a framed block of plain text. */
export function firstStartBlock(lines: readonly string[]): string {
  const body = lines.map((line) => `  ${line.replace(/^Created the /, '').replace(/\.$/, '')}`);
  const rule = '='.repeat(Math.max(40, ...body.map((line) => line.length + 2)));
  return ['', rule, '  LeadSignal first start: sign in with', ...body, rule, ''].join('\n') + '\n';
}
