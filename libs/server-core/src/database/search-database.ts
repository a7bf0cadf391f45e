// The connections interactive searches and their counts run on: a pool of their own (SEARCH_POOL_SIZE, on
// SEARCH_DATABASE_URL when set, else DATABASE_URL), so however many searches run, sign-in, health checks
// and every other request keep the main pool. Each statement has a time limit (SEARCH_STATEMENT_TIMEOUT_MS)
// and is cancelled in PostgreSQL when its caller gives up (the client went away), instead of running on.
import { Logger } from '@nestjs/common';
import { Client, Pool, type PoolClient } from 'pg';
import { DomainError } from '../errors/domain-error';

/** PostgreSQL's query_canceled: a statement timeout or a cancel request. */
const QUERY_CANCELED = '57014';

export interface SearchDatabaseOptions {
  url: string;
  poolSize: number;
  statementTimeoutMs: number;
  applicationName: string;
}

/** The caller stopped waiting (its client went away); the statement was cancelled. Nobody reads this answer. */
export class SearchAbortedError extends Error {
  constructor() {
    super('The search was cancelled because its caller went away.');
  }
}

export class SearchDatabase {
  private readonly logger = new Logger('SearchDatabase');
  private readonly pool: Pool;

  constructor(private readonly options: SearchDatabaseOptions) {
    this.pool = new Pool({
      connectionString: options.url,
      max: options.poolSize,
      application_name: options.applicationName,
      // Sent when each connection starts: every statement on it is limited.
      statement_timeout: options.statementTimeoutMs,
      // A search waits at most that long for a free connection too.
      connectionTimeoutMillis: options.statementTimeoutMs,
      idleTimeoutMillis: 30_000,
    });
    // An idle connection the server dropped is replaced on next use; without a listener it would crash.
    this.pool.on('error', (error) => this.logger.warn({ err: error }, 'idle search connection lost'));
  }

  /** The rows of one read-only statement; cancelled in PostgreSQL when `signal` aborts. */
  async query<T>(sql: string, params: unknown[], signal?: AbortSignal): Promise<T[]> {
    if (signal?.aborted) throw new SearchAbortedError();
    let client: PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      if (error instanceof Error && /timeout/i.test(error.message)) {
        throw DomainError.unavailable('Searching is busy right now. Please try again in a moment.');
      }
      throw error;
    }
    const cancel = () => void this.cancel(client);
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      if (signal?.aborted) throw new SearchAbortedError();
      return (await client.query(sql, params)).rows as T[];
    } catch (error) {
      if ((error as { code?: string }).code === QUERY_CANCELED) {
        if (signal?.aborted) throw new SearchAbortedError();
        const seconds = Math.round(this.options.statementTimeoutMs / 100) / 10;
        throw DomainError.timeout(
          `The search took longer than ${seconds} seconds and was stopped. Narrow it down (fewer terms, Exact Match on, ` +
            'a date range) and try again.',
        );
      }
      throw error;
    } finally {
      signal?.removeEventListener('abort', cancel);
      client.release();
    }
  }

  /**
   * Asks PostgreSQL to stop the statement running on `client`, over a short connection of its own: the
   * pool may have no connection to spare, and the cancel must not wait for one.
   */
  private async cancel(client: PoolClient): Promise<void> {
    const pid = (client as PoolClient & { processID?: number }).processID;
    if (!pid) return;
    const control = new Client({ connectionString: this.options.url, application_name: 'leadsignal-search-cancel' });
    try {
      await control.connect();
      await control.query('SELECT pg_cancel_backend($1)', [pid]);
    } catch (error) {
      this.logger.warn({ err: error }, 'could not cancel an abandoned search');
    } finally {
      await control.end().catch(() => undefined);
    }
  }

  async end(): Promise<void> {
    await this.pool.end();
  }
}
