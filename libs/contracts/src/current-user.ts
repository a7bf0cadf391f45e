// The stored user's shape check without zod: the SPA reads local storage on its first load, before any page
// that needs zod (docs/performance.md). users.spec.ts checks it agrees with currentUserSchema.
import type { CurrentUser } from './users';

const STRING_FIELDS = ['id', 'userName', 'firstName', 'lastName', 'email', 'fullName', 'createdOn'] as const;

/** What currentUserSchema.safeParse gives: the user with only its known fields, or null when the shape differs. */
export function parseCurrentUser(value: unknown): CurrentUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!STRING_FIELDS.every((field) => typeof record[field] === 'string')) return null;
  const permissions = record.allowedPermissions;
  if (!Array.isArray(permissions) || !permissions.every((permission) => typeof permission === 'string')) return null;
  const user = Object.fromEntries(STRING_FIELDS.map((field) => [field, record[field]])) as Omit<
    CurrentUser,
    'allowedPermissions'
  >;
  return { ...user, allowedPermissions: [...(permissions as string[])] };
}
