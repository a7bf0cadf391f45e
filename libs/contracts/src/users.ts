import { z } from 'zod';

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
  monthlyAvailableCredits: z.number().int(),
  downloadLimit: z.number().int(),
  notificationCount: z.number().int(),
  mustChangePassword: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const nameSchema = z.string().trim().min(1).max(100);

export const updateProfileSchema = z.strictObject({
  firstName: nameSchema,
  lastName: nameSchema,
});
export type UpdateProfileRequest = z.infer<typeof updateProfileSchema>;
