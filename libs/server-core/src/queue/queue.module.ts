// BullMQ on Redis for the API side: producers only. Queues fail fast when Redis is down
// (no offline queue) so a request answers 503 instead of hanging.
import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { QUEUES } from '@leadsignal/contracts';
import { APP_CONFIG } from '../config/config.module';
import type { Env } from '../config/env.schema';
import { redisConnectionOptions } from './redis-connection';

@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: Env) => ({
        connection: redisConnectionOptions(config.REDIS_URL, 'producer'),
        prefix: config.REDIS_PREFIX,
      }),
    }),
    BullModule.registerQueue(
      { name: QUEUES.mail },
      { name: QUEUES.csvExport },
      { name: QUEUES.monitoring },
      { name: QUEUES.credits },
    ),
  ],
  exports: [BullModule],
})
export class QueueModule {}
