// Boots the real API (same factory as production) against the run's database and Redis prefix.
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { TEST_ADMIN, TEST_DEMO } from '@leadsignal/testing';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<typeof request>;
  dataSource: DataSource;
  close(): Promise<void>;
}

export async function createTestApp(): Promise<TestApp> {
  const app = await createApp({ logger: process.env.TEST_LOG_LEVEL !== undefined });
  await app.init();
  return {
    app,
    http: request(app.getHttpServer()),
    dataSource: app.get(DataSource),
    close: () => app.close(),
  };
}

export { TEST_ADMIN, TEST_DEMO };
