// Requests and answers of the admin users page (GET users, GET/PUT users/:id).
// TODO(contracts): move to libs/contracts/src/users.ts so the SPA's admin page shares them.
import { z } from 'zod';
import type { CurrentUser } from '@leadsignal/contracts';

export const listUsersQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(200).optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const updateUserSchema = z
  .strictObject({
    roleIds: z.array(z.uuid()).max(50).optional(),
    isDisabled: z.boolean().optional(),
    mustChangePassword: z.boolean().optional(),
    monthlyAvailableCredits: z.number().int().min(0).max(1_000_000_000).optional(),
    downloadLimit: z.number().int().min(0).max(1_000_000_000).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to change.',
  });
export type UpdateUserRequest = z.infer<typeof updateUserSchema>;

export interface AdminUser extends CurrentUser {
  isDisabled: boolean;
  emailConfirmed: boolean;
  mustChangePassword: boolean;
  hasPassword: boolean;
  hasGoogleSignIn: boolean;
  monthlyAvailableCredits: number;
  downloadLimit: number;
  roles: { id: string; name: string }[];
}

export interface UserPage {
  items: AdminUser[];
  totalCount: number;
}
