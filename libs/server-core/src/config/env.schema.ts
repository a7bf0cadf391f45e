// Every environment variable the API and the worker read, validated once at start-up.
// A bad value stops the process with a message naming the variable (see loadEnv).
import { z } from 'zod';
import { MAX_LIST_PAGE_SIZE } from '@leadsignal/contracts';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .default(fallback ? 'true' : 'false')
    .transform((v) => (v === '' ? fallback : ['true', '1', 'yes'].includes(v)));

const int = (fallback: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(fallback);

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a ${protocols.join(' or ')} URL`,
  );

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: int(3000, 1, 65535),
    /** API processes sharing PORT (node:cluster, apps/api/src/main.ts); 0 = one per core (os.availableParallelism()). */
    API_PROCESSES: int(0, 0, 64),
    APP_URL: url(['http:', 'https:']).default('http://localhost:3000'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** json (one object per line) or pretty (lines for a person); empty = pretty in development, json in production and tests. */
    LOG_FORMAT: z.enum(['', 'json', 'pretty']).default(''),
    DATABASE_URL: url(['postgres:', 'postgresql:']).default('postgres://postgres@127.0.0.1:5432/leadsignal'),
    // Interactive searches, counts and export reads run on a pool of their own (see search-database.ts), here
    // when set: a streaming replica of DATABASE_URL (docs/scaling.md). Empty = DATABASE_URL.
    SEARCH_DATABASE_URL: z.union([z.literal(''), url(['postgres:', 'postgresql:'])]).default(''),
    SEARCH_POOL_SIZE: int(8, 1, 200),
    SEARCH_STATEMENT_TIMEOUT_MS: int(15_000, 100, 600_000),
    /**
     * Searches one user may have running at once, counted in Redis across every API process and replica (per
     * process while Redis is unreachable); more answer 429 (libs/search search-gate.ts).
     */
    SEARCH_CONCURRENCY_PER_USER: int(3, 1, 100),
    /**
     * Heavy searches (many keywords or partial terms, a sort no index serves: libs/search compiler/cost.ts) one
     * user may start in any 60 s, across every API process; more answer 429 with Retry-After. 0 = no budget.
     */
    SEARCH_HEAVY_PER_MINUTE: int(10, 0, 100_000),
    /**
     * Heavy searches running at once across every API process and replica (one per user at a time); more wait
     * for a slot, up to SEARCH_STATEMENT_TIMEOUT_MS. About half the search database's cores. 0 = no cap.
     */
    SEARCH_HEAVY_CONCURRENCY: int(2, 0, 1000),
    /** Seconds an exact search count stays cached in Redis under its data version (libs/search count-cache.ts); 0 = never cache. */
    SEARCH_COUNT_CACHE_TTL_S: int(600, 0, 86_400),
    /**
     * Seconds the day-by-day counts of a search stay cached (count-cache.ts): old days rarely change, so they
     * are kept longer; each is stored with its day's version, so a changed day is never read stale. 0 = counts
     * are kept whole.
     */
    SEARCH_DAY_COUNT_TTL_S: int(86_400, 0, 604_800),
    /** Lists one user may keep of each kind (companies, prospects); creating one more answers 422. */
    LISTS_MAX_PER_KIND: int(100, 1, MAX_LIST_PAGE_SIZE),
    REDIS_URL: url(['redis:', 'rediss:']).default('redis://127.0.0.1:6379'),
    REDIS_PREFIX: z
      .string()
      .regex(/^[a-zA-Z0-9_:-]{1,64}$/, 'must be 1-64 letters, digits, _ : or -')
      .default('leadsignal'),
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    STORAGE_LOCAL_DIR: z.string().min(1).default('./data/storage'),
    S3_ENDPOINT: z.string().default(''),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: z.string().default(''),
    S3_ACCESS_KEY_ID: z.string().default(''),
    S3_SECRET_ACCESS_KEY: z.string().default(''),
    S3_FORCE_PATH_STYLE: bool(true),
    SMTP_URL: z.string().default(''),
    MAIL_FROM: z.string().min(3).default('LeadSignal <no-reply@leadsignal.local>'),
    MAIL_OUTBOX_DIR: z.string().min(1).default('./data/outbox'),
    JWT_SECRET: z.string().default(''),
    /** Bearer token a Prometheus scraper sends to GET /api/metrics; empty = the endpoint does not exist (404). */
    METRICS_TOKEN: z.union([z.literal(''), z.string().min(16, 'must be at least 16 characters')]).default(''),
    JWT_TTL_MINUTES: int(60, 1, 24 * 60),
    /**
     * How long an API process trusts the user it loaded for a bearer token (permissions, disabled, token version)
     * before reading it again; the bound on how late a revocation or permission change is seen. 0 = every request.
     */
    AUTH_CACHE_TTL_MS: int(5000, 0, 60_000),
    GOOGLE_CLIENT_ID: z.string().default(''),
    // Payments (Stripe Checkout). Without a secret key the pricing page shows the plans but checkout answers 503.
    STRIPE_SECRET_KEY: z.string().default(''),
    STRIPE_WEBHOOK_SECRET: z.string().default(''),
    // Another Stripe-compatible API base (tests run a fake on loopback); empty = api.stripe.com.
    STRIPE_API_URL: z.string().default(''),
    /** Top-up credits a self-signed-up account (form or first Google sign-in) starts with; 0 = none. */
    SIGNUP_FREE_CREDITS: int(0, 0, 1_000_000),
    RATE_LIMIT_PER_MINUTE: int(10, 1, 100000),
    /** Sign-ups from one IP a day (UTC), on top of RATE_LIMIT_PER_MINUTE; 0 = only the minute's limit. */
    SIGN_UPS_PER_IP_PER_DAY: int(20, 0, 100000),
    SEED_ADMIN_EMAIL: z.string().default(''),
    SEED_ADMIN_PASSWORD: z.string().default(''),
    SEED_DEMO_EMAIL: z.string().default(''),
    SEED_DEMO_PASSWORD: z.string().default(''),
    SEED_DEMO_EVENTS: int(100000, 0, 100_000_000),
    WEB_DIST_DIR: z.string().default('dist/web'),
    SERVE_SPA: bool(true),
    /** Send CSP upgrade-insecure-requests to plain-HTTP requests too (it always goes with HTTPS ones). */
    CSP_UPGRADE_INSECURE_REQUESTS: bool(false),
    WORKER_CONCURRENCY: int(2, 1, 64),
    MONITOR_INTERVAL_MINUTES: int(60, 1, 7 * 24 * 60),
    // How often a worker looks for subscriptions whose billing day has come (docs/billing.md).
    RENEWAL_INTERVAL_MINUTES: int(60, 1, 24 * 60),
    EXPORT_RETENTION_DAYS: int(7, 1, 3650),
    // The csv-export queue's workers (docs/exports.md); read when a worker process starts.
    /**
     * How long a worker's lock on an export lasts without renewal (renewed every half of it while the
     * worker lives). A worker that dies loses its lock after this long and the job is handed on.
     */
    CSV_EXPORT_LOCK_DURATION_MS: int(60_000, 1000, 3_600_000),
    /** How often each worker looks for exports whose worker died (BullMQ's stalled-job check). */
    CSV_EXPORT_STALLED_INTERVAL_MS: int(30_000, 500, 3_600_000),
    /** How often the retention sweep runs (EXPORT_RETENTION_DAYS decides what it removes). */
    CSV_EXPORT_CLEANUP_EVERY_MS: int(3_600_000, 1000, 7 * 24 * 3_600_000),
    /**
     * How many times one export may stop its worker (killed, crashed, lost Redis) before it is failed. An
     * interruption is not the export's fault; only one that kills every worker taking it is given up on.
     */
    CSV_EXPORT_MAX_INTERRUPTIONS: int(10, 1, 10_000),
    /** How often a worker checks that every Queued or Processing row has a live job (and the schedulers exist). */
    WORKER_RECONCILE_EVERY_MS: int(15_000, 200, 3_600_000),
    /**
     * On SIGTERM/SIGINT a worker stops taking jobs and lets its active exports run this long; the ones
     * still running are then handed back to the queue (another worker starts them at once).
     */
    WORKER_SHUTDOWN_GRACE_MS: int(8_000, 0, 3_600_000),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE_DRIVER === 's3') {
      for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STORAGE_DRIVER=s3' });
      }
    }
    if (env.SMTP_URL && !/^smtps?:\/\//.test(env.SMTP_URL)) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'must be an smtp:// or smtps:// URL' });
    }
    if (env.NODE_ENV === 'production' && env.JWT_SECRET.length < 32) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'must be at least 32 characters in production' });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required with STRIPE_SECRET_KEY' });
    }
    if (env.JWT_SECRET && env.JWT_SECRET.length < 32) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'must be at least 32 characters' });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class InvalidEnvironmentError extends Error {}

/** Parses the environment; throws one message naming every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'} ${issue.message}`);
  throw new InvalidEnvironmentError(`Invalid configuration: ${problems.join('; ')}`);
}
