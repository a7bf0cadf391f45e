// SQL of the rows a download holds, for any search kind: the file and the ids of an export-all (two COPYs in one snapshot), and the cells of a download-selected (read in the
// caller's transaction, which also charges for them).
// In the worker the export-all's snapshot is read from the export read connections (EXPORT_READS: on
// SEARCH_DATABASE_URL, a replica when it names one); everything else, and every write, uses the primary.
import type { Readable } from 'node:stream';
import { Inject, Injectable, Optional } from '@nestjs/common';
import type { ViewedItemKind } from '@leadsignal/contracts';
import type { SearchKindDefinition } from '@leadsignal/search';
import { queryRows, SearchDatabase, type SearchConnection } from '@leadsignal/server-core';
import type { PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { DataSource, type EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { csvRecord, selectedRowsQuery, type ExportQueries, type SqlQuery } from './export-queries';
import type { ViewedItemList } from './viewed-item-list';

/** The export's rows could not be read (as opposed to the file not being written). */
export class ExportQueryError extends Error {
  constructor(override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

export interface SelectedRow {
  /** The CSV cells in column order (the first is the row id). */
  cells: (string | null)[];
  /** What downloading the row is charged for (viewed_items.item_kind and item_id). */
  viewedItem: { kind: ViewedItemKind; id: string };
}

/**
 * Injection token of the connections an export-all's rows are read from (a SearchDatabase without a statement
 * time limit, on SEARCH_DATABASE_URL or DATABASE_URL); without it they are read on the DataSource's pool.
 */
export const EXPORT_READS = Symbol('EXPORT_READS');

@Injectable()
export class ExportRowsRepository {
  constructor(
    @Inject(DataSource) private readonly db: DataSource | EntityManager,
    @Optional() @Inject(EXPORT_READS) private readonly reads?: SearchDatabase | null,
  ) {}

  in(db: DataSource | EntityManager): ExportRowsRepository {
    return new ExportRowsRepository(db, this.reads);
  }

  /**
   * The same repository reading an export's rows from the primary: for criteria that read what the user just
   * wrote (their own list), which a replica may not have yet.
   */
  onPrimary(): ExportRowsRepository {
    return new ExportRowsRepository(this.db, null);
  }

  /**
   * Runs an export's two COPYs in one REPEATABLE READ READ ONLY snapshot: the file's CSV rows handed to
   * `write` as they stream (it must consume them and answers what it wrote), then the ids of the same rows
   * into `ids`. A failure of the database is an ExportQueryError; a failure of `write` is passed on as is,
   * and either way the other side is stopped.
   */
  async copyOut<T>(queries: ExportQueries, write: (rows: Readable) => Promise<T>, ids: ViewedItemList): Promise<T> {
    let connection: SearchConnection;
    try {
      connection = this.reads ? await this.reads.connect() : await this.primaryConnection();
    } catch (error) {
      throw new ExportQueryError(error);
    }
    const { client, release } = connection;
    let queryError: unknown;
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const rows = client.query(copyTo(queries.copy));
      rows.once('error', (error) => (queryError ??= error));
      let written: T;
      try {
        written = await write(rows);
      } catch (error) {
        // Whichever side failed, the other is stopped: the upload discarded, the COPY abandoned.
        rows.destroy();
        throw queryError ?? new WriteFailed(error);
      }
      if (queryError) throw queryError;
      for await (const chunk of client.query(copyTo(queries.ids)) as AsyncIterable<Buffer>) ids.addLines(chunk);
      ids.endLines();
      await client.query('COMMIT');
      release();
      return written;
    } catch (error) {
      // The connection may still be inside an abandoned COPY or transaction: drop it rather than reuse it.
      release(true);
      if (error instanceof WriteFailed) throw error.cause;
      throw new ExportQueryError(error);
    }
  }

  /** A connection of the DataSource's pool (the primary), outside any transaction. */
  private async primaryConnection(): Promise<SearchConnection> {
    const source = this.db instanceof DataSource ? this.db : this.db.connection;
    const driver = source.driver as PostgresDriver;
    const [client, release] = (await driver.obtainMasterConnection()) as [PoolClient, (discard?: boolean) => void];
    return { client, release };
  }

  /** The named rows that exist, in the order named. */
  async selected(definition: SearchKindDefinition, ids: readonly string[]): Promise<SelectedRow[]> {
    const query = selectedRowsQuery(definition, ids);
    const rows = await queryRows<
      Record<string, string | null> & { viewedItemKind: ViewedItemKind; viewedItemId: string }
    >(this.db, query.text, query.values);
    return rows.map((row) => ({
      cells: csvRecord(definition, row),
      viewedItem: { kind: row.viewedItemKind, id: row.viewedItemId },
    }));
  }

  /** Runs an estimate query (export-queries.ts): the rows and the credits charging them would take. */
  async estimate(query: SqlQuery): Promise<{ rows: number; credits: number }> {
    const [row] = await queryRows<{ rows: number; credits: number }>(this.db, query.text, query.values);
    return row;
  }
}

/** Carries a failure of copyOut's writer past its own catch. */
class WriteFailed {
  constructor(readonly cause: unknown) {}
}
