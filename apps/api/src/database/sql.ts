// Small helpers every repository shares for raw, parameterised SQL through TypeORM.
import type { EntityManager } from 'typeorm';

/** A DataSource or a transaction's EntityManager: anything that runs parameterised SQL. */
export type Queryable = Pick<EntityManager, 'query'>;

/**
 * The rows of any statement. TypeORM answers UPDATE and DELETE with `[rows, rowCount]` but SELECT
 * and INSERT with the rows alone; `… RETURNING` is used with all of them.
 */
export async function queryRows<T>(db: Queryable, sql: string, params: unknown[] = []): Promise<T[]> {
  const raw: unknown = await db.query(sql, params);
  if (Array.isArray(raw) && raw.length === 2 && Array.isArray(raw[0]) && typeof raw[1] === 'number') {
    return raw[0] as T[];
  }
  return raw as T[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are UUIDs; anything else cannot name a row (and would make PostgreSQL raise). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** `%term%` for ILIKE with the user's %, _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}
