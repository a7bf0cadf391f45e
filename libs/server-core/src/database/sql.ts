// Small helpers every repository shares for raw, parameterised SQL through TypeORM.
import { escapeLiteral } from 'pg';
import type { EntityManager } from 'typeorm';

/** A DataSource or a transaction's EntityManager: anything that runs parameterised SQL. */
export type Queryable = Pick<EntityManager, 'query'>;

/**
 * The rows of any statement. TypeORM answers UPDATE and DELETE with `[rows, rowCount]` but SELECT
 * and INSERT with the rows alone; `… RETURNING` is used with all of them.
 */
/**
 * A timestamptz column as the API answers it: ISO 8601 in UTC with milliseconds, the text of
 * Date.prototype.toISOString ("2026-11-28T07:17:36.123Z"), so a repository can answer the contract's shape.
 */
export function isoTime(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A round trip to the database and nothing more (the readiness probe). */
export async function ping(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}

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

/**
 * `%term%` for ILIKE with the user's %, _ and \ taken literally. The backslash look-alikes ∖ ﹨ ＼ are escaped
 * too: an escaped one is still that character to LIKE, and should ls_unaccent ever run over the pattern (it
 * turns them into \), it becomes an escaped backslash instead of an escape of the next character.
 */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_\u2216\uFE68\uFF3C]/gu, (c) => `\\${c}`)}%`;
}

/** PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

/** A value as PostgreSQL reads it bound in text format: NULL, a string, a number, or an array of them. */
export type SqlValue = string | number | boolean | null | readonly (string | number | null)[];

/** An element of a PostgreSQL array literal, quoted (node-postgres writes bound arrays the same way). */
function arrayElement(value: string | number | null): string {
  if (value === null) return 'NULL';
  return `"${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * A bound value written as a literal of unknown type, which PostgreSQL types from its context exactly as
 * it types an untyped bound parameter (node-postgres binds everything untyped, as text). Quotes and
 * backslashes are escaped by node-postgres's escapeLiteral.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return escapeLiteral(value);
  if (typeof value === 'boolean') return value ? `'true'` : `'false'`;
  if (typeof value === 'number' && Number.isFinite(value)) return `'${value}'`;
  if (
    Array.isArray(value) &&
    value.every(
      (item) => item === null || typeof item === 'string' || (typeof item === 'number' && Number.isFinite(item)),
    )
  ) {
    return escapeLiteral(`{${(value as (string | number | null)[]).map(arrayElement).join(',')}}`);
  }
  throw new TypeError(`No SQL literal for a ${typeof value} parameter`);
}

/**
 * A parameterised statement with its $n placeholders replaced by the values as literals, for the one
 * statement that takes no bind parameters: COPY (query) TO STDOUT. Placeholders inside quoted strings and
 * identifiers are left alone; every $n must have a value.
 */
export function inlineParameters(text: string, values: readonly unknown[]): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === "'" || c === '"') {
      // A quoted string or identifier; a doubled quote inside it is an escaped quote.
      let end = i + 1;
      for (;;) {
        end = text.indexOf(c, end);
        if (end < 0) throw new Error('Unterminated quote in SQL');
        if (text[end + 1] === c) end += 2;
        else break;
      }
      out += text.slice(i, end + 1);
      i = end + 1;
    } else if (c === '$' && /[0-9]/.test(text[i + 1] ?? '')) {
      const digits = /^[0-9]+/.exec(text.slice(i + 1))![0];
      const index = Number(digits) - 1;
      if (index < 0 || index >= values.length) throw new Error(`No value for $${digits}`);
      out += sqlLiteral(values[index]);
      i += 1 + digits.length;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

/**
 * SQL for the workspace (team) of the user in `userParam` (e.g. '$1'): the pool that pays and owns what was paid
 * for (docs/teams.md). A scalar subquery PostgreSQL runs once per statement (an InitPlan).
 */
export function workspaceOf(userParam: string): string {
  return `(SELECT workspace_id FROM workspace_members WHERE user_id = ${userParam})`;
}
