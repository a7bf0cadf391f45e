import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import {
  APP_CONFIG,
  ping,
  redisConnectionOptions,
  OBJECT_STORAGE,
  type ObjectStorage,
  type Env,
} from '@leadsignal/server-core';

export type Dependency = 'postgres' | 'redis' | 'storage';
export type DependencyState = Record<Dependency, 'up' | 'down'>;

const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref()),
  ]);
}

/** Readiness: can this API instance reach PostgreSQL, Redis and the object storage right now? */
@Injectable()
export class HealthService implements OnModuleDestroy {
  private readonly redis: Redis;

  constructor(
    @Inject(APP_CONFIG) config: Env,
    private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {
    this.redis = new Redis({ ...redisConnectionOptions(config.REDIS_URL, 'probe'), lazyConnect: true });
    // Connection errors are reported through check(); without a listener ioredis logs each retry.
    this.redis.on('error', () => undefined);
  }

  async check(): Promise<DependencyState> {
    const probes: Record<Dependency, () => Promise<unknown>> = {
      postgres: () => ping(this.dataSource),
      redis: async () => {
        if (this.redis.status === 'wait') await this.redis.connect();
        return this.redis.ping();
      },
      storage: () => this.storage.check(),
    };
    const names = Object.keys(probes) as Dependency[];
    const results = await Promise.allSettled(names.map((name) => withTimeout(probes[name]())));
    return Object.fromEntries(
      names.map((name, i) => [name, results[i].status === 'fulfilled' ? 'up' : 'down']),
    ) as DependencyState;
  }

  async onModuleDestroy(): Promise<void> {
    this.redis.disconnect();
  }
}
