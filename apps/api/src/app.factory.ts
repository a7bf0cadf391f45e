// Builds the HTTP application exactly as production runs it; main.ts and the integration tests
// both use this, so tests exercise the real pipeline (helmet, body limits, error filter, SPA).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import express from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { APP_CONFIG } from './common/config/config.module';
import type { Env } from './common/config/env.schema';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';

export const API_PREFIX = 'api';
const BODY_LIMIT = '2mb';

export async function createApp(options: { logger?: boolean } = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bufferLogs: true,
    bodyParser: false,
    abortOnError: false,
  });
  if (options.logger !== false) app.useLogger(app.get(Logger));
  const config = app.get<Env>(APP_CONFIG);

  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Google Identity Services loads its button script and frame from accounts.google.com.
          scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
          frameSrc: ["'self'", 'https://accounts.google.com/gsi/'],
          connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
          styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
          imgSrc: ["'self'", 'data:', 'https:'],
        },
      },
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );
  app.use(
    express.json({
      limit: BODY_LIMIT,
      // The payment provider signs the exact bytes of its events: keep them for payment/webhook.
      verify: (req: Request & { rawBody?: Buffer }, _res, buffer) => {
        if (req.originalUrl === `/${API_PREFIX}/payment/webhook`) req.rawBody = buffer;
      },
    }),
  );
  app.use(express.urlencoded({ extended: false, limit: BODY_LIMIT }));
  app.use(answerBodyParserErrors);
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();

  if (config.SERVE_SPA) serveSpa(app, resolve(config.WEB_DIST_DIR));
  return app;
}

/** body-parser's errors (bad JSON, too large, bad charset) answered in the contract's error shape. */
function answerBodyParserErrors(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  const { status, type } = (error ?? {}) as { status?: number; type?: string };
  if (typeof status !== 'number' || typeof type !== 'string' || status < 400 || status >= 500) return next(error);
  const reason =
    type === 'entity.parse.failed'
      ? 'The request body is not valid JSON.'
      : type === 'entity.too.large'
        ? 'The request body is too large.'
        : 'The request body could not be read.';
  res.status(status).json({ statusCode: status, errors: [{ reason }] });
}

/** Serves the built SPA with history-API fallback: any non-API GET without a file gets index.html. */
function serveSpa(app: NestExpressApplication, webDir: string): void {
  const index = join(webDir, 'index.html');
  if (!existsSync(index)) return;
  app.use(express.static(webDir, { index: false, maxAge: '1h' }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path === `/${API_PREFIX}` || req.path.startsWith(`/${API_PREFIX}/`)) return next();
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
