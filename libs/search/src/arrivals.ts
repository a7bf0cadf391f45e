// How monitoring knows which arrivals are complete. ingested_at is taken inside an ingest transaction,
// but that transaction may commit later; a monitor that read "now" and scanned up to it could miss a
// row committed a moment after with an earlier ingested_at, and then advance its watermark past it.
// So ingest holds this advisory lock (shared) for each write transaction and stamps ingested_at with
// clock_timestamp() after taking it; the monitor takes it exclusively just to read its cut-off, which
// waits for every ingest transaction in flight. Every row with ingested_at <= cut-off is then
// committed, and every later transaction stamps a later time.
import type { DataSource } from 'typeorm';
import { queryRows, type Queryable } from '@leadsignal/server-core';

export const ARRIVAL_LOCK_KEY = 724_012;

/** Call first in an ingest write transaction (released at commit or rollback). */
export async function holdArrivalLock(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock_shared($1)', [ARRIVAL_LOCK_KEY]);
}

/**
 * `expr` (a timestamptz) as an ISO-8601 UTC timestamp with its microseconds, e.g. 2026-11-24T13:22:01.123456Z:
 * exact when bound back as `$n::timestamptz`, and what an arrival window in an address carries.
 */
export function isoInstantSql(expr: string): string {
  return `to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * The instant up to which every arrival is committed and visible (waits for ingest transactions in
 * flight). Answered as ISO-8601 text with the microseconds (isoInstantSql); bind it as `$n::timestamptz`.
 */
export function arrivalCutoff(dataSource: DataSource): Promise<string> {
  return dataSource.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ARRIVAL_LOCK_KEY]);
    const [row] = await queryRows<{ cutoff: string }>(tx, `SELECT ${isoInstantSql('clock_timestamp()')} AS cutoff`);
    return row.cutoff;
  });
}
