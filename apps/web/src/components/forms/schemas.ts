// What forms add to the contracts' schemas: their own words for a field left blank.
import { z } from 'zod';

/** A text that must not be blank ("E-mail is required."), then the contract's rule for it. */
export function required<S extends z.ZodType<unknown, string>>(message: string, rule: S) {
  return z
    .string()
    .refine((value) => value.trim() !== '', message)
    .pipe(rule);
}

/** The first problem of each field the schema finds in `values` (what the form would show after a submit). */
export function fieldProblems(schema: z.ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  const problems: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) problems[issue.path.join('.')] ??= issue.message;
  return problems;
}

/** A number typed in a text field: digits (and a leading minus when `signed`) or `message`, then `rule` on it. */
export function wholeNumber<S extends z.ZodType<unknown, number>>(message: string, rule: S, signed = false) {
  return z
    .string()
    .trim()
    .regex(signed ? /^-?\d+$/ : /^\d+$/, message)
    .transform(Number)
    .pipe(rule);
}
