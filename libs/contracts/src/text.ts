// What a text field may hold. PostgreSQL cannot store the NUL character (a query with one fails), and a
// name, title or search term has no use for line breaks or other control characters (they forge log
// lines and e-mail headers). Every text field of a request is built with one of these two, so such input
// is a 400 naming the field — never a 500 from the database.
import type { z } from 'zod';

/** No C0 control character (line breaks and tab included) and no DEL: names, titles, search terms, ids. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const SINGLE_LINE_TEXT = /^[^\u0000-\u001F\u007F]*$/;
/** Line breaks and tabs allowed, no other control character: descriptions, notes, template bodies. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const MULTI_LINE_TEXT = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

export const SINGLE_LINE_MESSAGE = 'Must not contain line breaks or control characters.';
export const MULTI_LINE_MESSAGE = 'Must not contain control characters.';

/** `singleLine(z.string().trim().max(100))`: the schema, refusing line breaks and control characters. */
export function singleLine(schema: z.ZodString): z.ZodString {
  return schema.regex(SINGLE_LINE_TEXT, SINGLE_LINE_MESSAGE);
}

/** `multiLine(z.string().max(5000))`: the schema, refusing control characters other than line breaks and tabs. */
export function multiLine(schema: z.ZodString): z.ZodString {
  return schema.regex(MULTI_LINE_TEXT, MULTI_LINE_MESSAGE);
}

/** True when a value (or any string inside it) holds a NUL character, which no field may hold. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}
