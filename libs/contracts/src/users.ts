import { z } from 'zod';
import { singleLine } from './text';

export const currentUserSchema = z.object({
  id: z.string(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  fullName: z.string(),
  createdOn: z.string(),
  allowedPermissions: z.array(z.string()),
});
/** The signed-in user as the SPA keeps it in local storage (spec §3). */
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET users/me: the user plus the shared client counters of spec §3. */
export const meResponseSchema = currentUserSchema.extend({
  /** allowance + top-ups: what the Credit badge shows. */
  monthlyAvailableCredits: z.number().int(),
  /** What is left of this month's allowance (lapses on the renewal day). */
  allowanceCredits: z.number().int(),
  /** Purchased credits: never expire, spent after the allowance. */
  topUpCredits: z.number().int(),
  /** The subscription's monthly allowance (0 without one) and its next renewal day (YYYY-MM-DD). */
  monthlyAllowance: z.number().int(),
  renewsOn: z.string().nullable(),
  downloadLimit: z.number().int(),
  /** The member's monthly cap in their team (docs/teams.md; null = the whole pool) and what is left of it. */
  monthlyCap: z.number().int().nullable(),
  capRemaining: z.number().int().nullable(),
  notificationCount: z.number().int(),
  mustChangePassword: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const nameSchema = singleLine(z.string().trim().min(1).max(100));

export const updateProfileSchema = z.strictObject({
  firstName: nameSchema,
  lastName: nameSchema,
});
export type UpdateProfileRequest = z.infer<typeof updateProfileSchema>;
