// The worker process: configuration, logging, PostgreSQL, Redis and storage shared with the API, plus one
// module per queue. To add a queue: create apps/worker/src/<queue>/ with a <queue>-queue.module.ts that imports
// BullModule.registerQueue({ name: QUEUES.x }) and provides a processor (`@Processor(QUEUES.x, { autorun: false })`
// extending QueueProcessor, thin) and the service doing the work; then list the module in QUEUE_MODULES below.
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import {
  AppConfigModule,
  APP_CONFIG,
  dataSourceOptions,
  LOG_REDACT_PATHS,
  LOG_SERIALIZERS,
  redisConnectionOptions,
  StorageModule,
  logTransport,
  type Env,
} from '@leadsignal/server-core';
import { CsvExportQueueModule } from './csv-export/csv-export-queue.module';
import { MailQueueModule } from './mail/mail-queue.module';
import { MonitoringQueueModule } from './monitoring/monitoring-queue.module';
import { CreditsQueueModule } from './credits/credits-queue.module';

const QUEUE_MODULES = [MailQueueModule, CsvExportQueueModule, MonitoringQueueModule, CreditsQueueModule];

@Module({
  imports: [
    AppConfigModule,
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: Env) => ({
        pinoHttp: {
          level: config.LOG_LEVEL,
          name: 'leadsignal-worker',
          redact: LOG_REDACT_PATHS,
          serializers: LOG_SERIALIZERS,
          transport: logTransport(config),
        },
      }),
    }),
    // The API runs the migrations; a worker that started first simply waits for its connection retries.
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: Env) => dataSourceOptions(config.DATABASE_URL, 'leadsignal-worker'),
    }),
    // Unlike the API, a worker keeps retrying while Redis is away and resumes when it is back.
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: Env) => ({
        connection: redisConnectionOptions(config.REDIS_URL, 'worker'),
        prefix: config.REDIS_PREFIX,
      }),
    }),
    StorageModule,
    ...QUEUE_MODULES,
  ],
})
export class WorkerModule {}
