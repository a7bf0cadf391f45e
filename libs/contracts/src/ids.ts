// Ids: every row id the API takes (in a path, a query or a body) is a UUID, read by one schema that
// accepts any letter case — as PostgreSQL does — and yields it lower-cased, the way PostgreSQL prints it.
// Guards and comparisons then see one spelling of each id (issue 23, item 1): `ABC…` and `abc…` are
// the same user, so a check made on one cannot be passed with the other.
import { z } from 'zod';

const UUID_ANY_CASE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID in any letter case → the lower-cased UUID; anything else fails with `message`. */
export function idSchema(message = 'id must be a valid id.') {
  return z
    .string({ error: message })
    .trim()
    .regex(UUID_ANY_CASE, { message })
    .transform((id) => id.toLowerCase());
}

/** The canonical spelling of an id, or null when the text cannot be one (it names no row). */
export function parseId(value: unknown): string | null {
  return typeof value === 'string' && UUID_ANY_CASE.test(value.trim()) ? value.trim().toLowerCase() : null;
}

/** `{ id }` bodies and queries. */
export const idRequestSchema = z.strictObject({ id: idSchema() });
export type IdRequest = z.infer<typeof idRequestSchema>;
