// The connections interactive searches and their counts run on: a pool of their own (SEARCH_POOL_SIZE, on
// SEARCH_DATABASE_URL when set, else DATABASE_URL), so however many searches run, sign-in, health checks
// and every other request keep the main pool. Each statement has a time limit (SEARCH_STATEMENT_TIMEOUT_MS)
// and is cancelled in PostgreSQL when its caller gives up (the client went away), instead of running on.
// SEARCH_DATABASE_URL may name a streaming replica (docs/scaling.md): only reads whose answer may trail the
// primary by the replication lag come here — searches, their counts and an export's rows (the worker's pool,
// streamed through connect()) — never a write, nor a read of what the user just wrote.
import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { Client, Pool, type PoolClient } from 'pg';
import type { Env } from '../config/env.schema';
import { DomainError } from '../errors/domain-error';

/** PostgreSQL's query_canceled: a statement timeout or a cancel request. */
const QUERY_CANCELED = '57014';

export interface SearchDatabaseOptions {
  url: string;
  poolSize: number;
  /** 0 = no limit (the worker's export reads, which stream millions of rows). */
  statementTimeoutMs: number;
  applicationName: string;
}

/** Where searches, counts and export reads go: SEARCH_DATABASE_URL (a replica) when set, else the primary. */
export function searchDatabaseUrl(config: Pick<Env, 'DATABASE_URL' | 'SEARCH_DATABASE_URL'>): string {
  return config.SEARCH_DATABASE_URL || config.DATABASE_URL;
}

/** A connection of the pool for a streamed read, and how to give it back (discarded after a failure). */
export interface SearchConnection {
  client: PoolClient;
  release(discard?: boolean): void;
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
      // Sent when each connection starts: every statement on it is limited (0: not sent, no limit).
      statement_timeout: options.statementTimeoutMs || undefined,
      // A search waits at most that long for a free connection too.
      connectionTimeoutMillis: options.statementTimeoutMs,
      idleTimeoutMillis: 30_000,
    });
    // An idle connection the server dropped is replaced on next use; without a listener it would crash.
    this.pool.on('error', (error) => this.logger.warn({ err: error }, 'idle search connection lost'));
  }

  /**
   * The rows of one read-only statement; cancelled in PostgreSQL when `signal` aborts. `prepare`: keep it as a
   * named prepared statement on each connection, so PostgreSQL parses and (after five runs) plans it once.
   * Only for statements whose plan no parameter value can change (none, or only a user id looked up by key):
   * a generic plan for a value-dependent statement (a LIMIT, a keyword) can be far worse than the custom one.
   */
  async query<T>(
    sql: string,
    params: unknown[],
    signal?: AbortSignal,
    options: { prepare?: boolean } = {},
  ): Promise<T[]> {
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
      const statement = options.prepare
        ? { name: `ls_${createHash('sha1').update(sql).digest('hex')}`, text: sql, values: params }
        : { text: sql, values: params };
      return (await client.query(statement)).rows as T[];
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
   * A connection of its own for a read that streams (an export's COPY … TO STDOUT in one snapshot); the caller
   * releases it, with `discard` after a failure that may have left it inside a COPY or a transaction.
   */
  async connect(): Promise<SearchConnection> {
    const client = await this.pool.connect();
    return { client, release: (discard) => client.release(discard) };
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
