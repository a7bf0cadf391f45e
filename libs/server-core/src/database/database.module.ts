import { Global, Inject, Logger, Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { Env } from '../config/env.schema';
import { dataSourceOptions, runMigrations } from './data-source';

/** The PostgreSQL connection (TypeORM's DataSource); pending migrations run before the app serves. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: Env) => dataSourceOptions(config.DATABASE_URL, 'leadsignal-api'),
    }),
  ],
})
export class DatabaseModule implements OnModuleInit {
  private readonly logger = new Logger('Database');

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    const applied = await runMigrations(this.dataSource);
    if (applied.length) this.logger.log(`Applied migrations: ${applied.join(', ')}`);
  }
}
