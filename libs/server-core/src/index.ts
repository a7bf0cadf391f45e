// @leadsignal/server-core: what every server process stands on — validated configuration, PostgreSQL (data
// source, migrations, SQL helpers), the Redis connection and queue producers, object storage, logging and
// the domain errors shared services raise.
export * from './caller';
export * from './config/env.schema';
export * from './config/config.module';
export * from './csv/csv-format';
export * from './database/data-source';
export * from './database/database.module';
export * from './database/ensure-database';
export * from './database/search-database';
export * from './database/search-database.module';
export * from './database/search-text';
export * from './database/sql';
export * from './database/sharing';
export * from './errors/domain-error';
export * from './logging/logging.module';
export * from './logging/log-safety';
export * from './queue/enqueue';
export * from './queue/queue.module';
export * from './queue/redis-connection';
export * from './storage/object-storage';
export * from './storage/create-object-storage';
export * from './storage/local-object-storage';
export * from './storage/s3-object-storage';
export * from './storage/storage.module';
export * from './metrics/registry';
export * from './process/orphan-watch';
