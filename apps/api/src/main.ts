import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { loadEnv } from '@leadsignal/server-core';

async function main(): Promise<void> {
  const env = loadEnv();
  const app = await createApp();
  await app.listen(env.PORT);
  new Logger('Api').log(`LeadSignal API listening on http://localhost:${env.PORT} (${env.NODE_ENV})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
