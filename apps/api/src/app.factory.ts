// Builds the HTTP application exactly as production runs it; main.ts and the integration tests
// both use this, so tests exercise the real pipeline (helmet, body limits, error filter, SPA).
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import express from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { APP_CONFIG, type Env } from '@leadsignal/server-core';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { recordHttpMetrics } from './metrics/http-metrics';
import { SettingsService } from '@leadsignal/accounts';
import { SIGN_IN_WORDING_MARK } from '@leadsignal/contracts';
import { signInBootData, type SignInBoot } from './settings/settings.controller';

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
  // No ETag on API answers: they are no-store, so no client revalidates them, and hashing every body (24 kB
  // for a page of alerts) was work for nothing. Static files keep theirs (express.static sets its own).
  app.set('etag', false);
  app.use(recordHttpMetrics);
  app.use(securityHeaders(config));
  // Answers of the API carry a user's data: no browser or proxy keeps them (routes that may be cached,
  // like logos, say so themselves).
  app.use(`/${API_PREFIX}`, (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
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

  if (config.SERVE_SPA) {
    const settings = app.get(SettingsService);
    serveSpa(app, resolve(config.WEB_DIST_DIR), {
      sourceMaps: config.NODE_ENV !== 'production',
      signInBoot: () => signInBootData(settings, config),
    });
  }
  return app;
}

/** Content encodings body-parser inflates; anything else is a 415. */
const SUPPORTED_ENCODINGS = ['gzip', 'deflate', 'br'];

/**
 * body-parser's errors (bad JSON, too large, bad charset, a body that is not what its Content-Encoding
 * says, an encoding it cannot inflate) answered in the contract's error shape.
 */
export function answerBodyParserErrors(error: unknown, req: Request, res: Response, next: NextFunction): void {
  const { status, type } = (error ?? {}) as { status?: number; type?: string };
  if (typeof status !== 'number' || status < 400 || status >= 500) return next(error);
  const encoding = String(req.headers['content-encoding'] ?? 'identity').toLowerCase();
  const reason =
    type === 'entity.parse.failed'
      ? 'The request body is not valid JSON.'
      : type === 'entity.too.large'
        ? 'The request body is too large.'
        : type === 'encoding.unsupported'
          ? `Content-Encoding "${encoding.replace(/[^a-z0-9,\s-]/g, '').slice(0, 40)}" is not supported; send gzip, deflate, br or no encoding.`
          : type === undefined && SUPPORTED_ENCODINGS.includes(encoding)
            ? // zlib's errors (incorrect header check …) carry body-parser's 400 but no type.
              `The request body is not valid ${encoding} data.`
            : 'The request body could not be read.';
  res.status(status).json({ statusCode: status, errors: [{ reason }] });
}

/**
 * helmet with a strict Content-Security-Policy. `upgrade-insecure-requests` is sent only to a request that
 * came over HTTPS (directly, or through a proxy on loopback saying so) or when CSP_UPGRADE_INSECURE_REQUESTS
 * is on: sent over plain HTTP (http://<LAN address>:3000) it would turn every asset request into https and
 * the page would stay blank.
 */
function securityHeaders(config: Env) {
  const make = (upgrade: boolean) =>
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Google Identity Services loads its button script and frame from accounts.google.com.
          scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
          frameSrc: ["'self'", 'https://accounts.google.com/gsi/'],
          connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
          styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
          // Company logos come from the app's own /api/logos route; icons are inline data.
          imgSrc: ["'self'", 'data:'],
          upgradeInsecureRequests: upgrade ? [] : null,
        },
      },
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
  const overHttps = make(true);
  const overHttp = config.CSP_UPGRADE_INSECURE_REQUESTS ? overHttps : make(false);
  return (req: Request, res: Response, next: NextFunction) => (req.secure ? overHttps : overHttp)(req, res, next);
}

/** Content types of the files the SPA build precompresses (see apps/web/vite.config.ts). */
const PRECOMPRESSED_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
/** Vite names the files under assets/ by their content's hash: they never change, so they are cached for a year. */
const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

export interface SpaOptions {
  sourceMaps: boolean;
  /** The first API answers of the sign-in page, keyed by path under /api, put into its HTML. */
  signInBoot?: () => Promise<SignInBoot>;
}

/** Written by the web build: index.html with the login page's chunks preloaded (apps/web/vite.config.ts). */
const SIGN_IN_HTML = 'sign-in.html';
/** Where a signed-out visitor lands; a signed-in one is sent on by the SPA, which then has what it needs cached. */
const SIGN_IN_PATHS = new Set(['/', '/login']);

/**
 * The sign-in page's document: the admin's wording in its static first paint (the build's shell, apps/web/src/build/
 * sign-in-shell.ts) and the page's first answers in a `<script type="application/json" id="boot-data">` (not
 * executed, so the CSP's script rules do not apply; `<` escaped so no answer can close the element). If they
 * cannot be read (the database is down), the page goes without them and the SPA asks the API as usual.
 */
async function sendSignInPage(
  req: Request,
  res: Response,
  html: string,
  boot: () => Promise<SignInBoot>,
): Promise<void> {
  let page = html.replace(SIGN_IN_WORDING_MARK, '');
  try {
    const { answers, wordingHtml } = await boot();
    const data = JSON.stringify(answers).replace(/</g, '\\u003c');
    page = html
      .replace(SIGN_IN_WORDING_MARK, () => wordingHtml)
      .replace('</head>', () => `  <script type="application/json" id="boot-data">${data}</script>\n  </head>`);
  } catch {
    // Served without: the wording and settings are fetched by the page instead.
  }
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  const body = Buffer.from(page);
  if (req.acceptsEncodings('br') === 'br') {
    res.setHeader('Content-Encoding', 'br');
    res.send(brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
  } else if (req.acceptsEncodings('gzip') === 'gzip') {
    res.setHeader('Content-Encoding', 'gzip');
    res.send(gzipSync(body));
  } else {
    res.send(body);
  }
}

/**
 * Serves the built SPA with history-API fallback: any non-API GET without a file gets index.html.
 * Precompressed variants (`.br`, `.gz`) answer clients that accept them; hashed assets are cached for a
 * year (`immutable`), index.html is revalidated on every load (`no-cache`), other files for an hour.
 * Source maps are not served in production.
 */
export function serveSpa(app: NestExpressApplication, webDir: string, options: SpaOptions): void {
  const index = join(webDir, 'index.html');
  if (!existsSync(index)) return;
  const signInFile = join(webDir, SIGN_IN_HTML);
  const signInHtml = options.signInBoot && existsSync(signInFile) ? readFileSync(signInFile, 'utf8') : null;
  const variants = new Map<string, Set<string>>();
  const variantsOf = (path: string): Set<string> => {
    let found = variants.get(path);
    if (!found) {
      found = new Set(ENCODINGS.filter((e) => existsSync(join(webDir, `${path}${e.suffix}`))).map((e) => e.name));
      variants.set(path, found);
    }
    return found;
  };
  const isApi = (req: Request) => req.path === `/${API_PREFIX}` || req.path.startsWith(`/${API_PREFIX}/`);

  // Picks a precompressed variant the client accepts; the static server then sends that file.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi(req)) return next();
    if (!options.sourceMaps && req.path.endsWith('.map')) {
      res.status(404).json({ statusCode: 404, errors: [{ reason: 'Not found.' }] });
      return;
    }
    const type = PRECOMPRESSED_TYPES[extname(req.path)];
    if (!type || req.path.includes('\0')) return next();
    res.vary('Accept-Encoding');
    const available = variantsOf(normalize(req.path));
    if (!available.size) return next();
    const encoding = ENCODINGS.find((e) => available.has(e.name) && req.acceptsEncodings(e.name) === e.name);
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding.name);
    res.setHeader('Content-Type', type);
    req.url = `${req.path}${encoding.suffix}`;
    next();
  });
  app.use(
    express.static(webDir, {
      index: false,
      setHeaders: (res, path) => {
        const relative = `/${path
          .slice(webDir.length + 1)
          .split(sep)
          .join('/')}`.replace(/\.(br|gz)$/, '');
        if (res.getHeader('Content-Encoding')) res.setHeader('Content-Type', PRECOMPRESSED_TYPES[extname(relative)]);
        res.setHeader(
          'Cache-Control',
          HASHED_ASSET.test(relative)
            ? 'public, max-age=31536000, immutable'
            : relative === '/index.html'
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    }),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || isApi(req)) return next();
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.vary('Accept-Encoding');
    if (signInHtml && options.signInBoot && SIGN_IN_PATHS.has(req.path)) {
      void sendSignInPage(req, res, signInHtml, options.signInBoot);
      return;
    }
    const br = variantsOf('/index.html').has('br') && req.acceptsEncodings('br') === 'br';
    const gzip = !br && variantsOf('/index.html').has('gzip') && req.acceptsEncodings('gzip') === 'gzip';
    if (br || gzip) {
      res.setHeader('Content-Encoding', br ? 'br' : 'gzip');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.sendFile(`${index}${br ? '.br' : '.gz'}`);
      return;
    }
    res.sendFile(index);
  });
}
