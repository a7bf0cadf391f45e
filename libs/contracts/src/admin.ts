// The admin pages' calls (ARCHITECTURE §3 "users, roles, permissions"): GET users (paged, searchable),
// GET/PUT users/:id, GET/POST roles, PUT roles/:id, GET permissions. Shared by the API and the SPA.
import { z } from 'zod';
import { idSchema } from './ids';
import { multiLine, singleLine } from './text';
import { ALL_PERMISSIONS, type Permission } from './permissions';
import { emailSchema } from './auth';
import { nameSchema } from './users';
import type { CurrentUser } from './users';

/** Page sizes of the generic tables (spec §9). */
export const ADMIN_TABLE_PAGE_SIZES = [10, 15, 20, 25, 30] as const;

/** Columns the users list sorts by (spec §4: asc or desc). */
export const USER_SORT_KEYS = ['name', 'email', 'createdOn', 'credits'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

export const listUsersQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  search: singleLine(z.string().trim().max(200)).optional(),
  sort: z.enum(USER_SORT_KEYS).default('createdOn'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;
export type ListUsersRequest = z.input<typeof listUsersQuerySchema>;

export const updateUserSchema = z
  .strictObject({
    roleIds: z.array(idSchema('roleIds must be valid ids.')).max(50).optional(),
    isDisabled: z.boolean().optional(),
    mustChangePassword: z.boolean().optional(),
    downloadLimit: z.number().int().min(0).max(1_000_000_000).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to change.',
  });
export type UpdateUserRequest = z.infer<typeof updateUserSchema>;

/**
 * POST users/invite (admin.users): creates the account with the default role, no password and an
 * unconfirmed address, and mails a one-time link to choose a password (docs/admin.md, Invite).
 */
export const inviteUserSchema = z.strictObject({
  email: emailSchema,
  firstName: nameSchema,
  lastName: nameSchema,
});
export type InviteUserRequest = z.infer<typeof inviteUserSchema>;

/** How long an invitation link stays valid. */
export const INVITE_TTL_DAYS = 7;

/** The 409 of POST users/invite for an address that already has an account. */
export const INVITE_EMAIL_TAKEN_REASON = 'A user with this e-mail address already exists.';

export interface InviteUserResponse {
  id: string;
  email: string;
  /** When the link stops working. */
  expiresOn: string;
}

export interface AdminUser extends CurrentUser {
  isDisabled: boolean;
  emailConfirmed: boolean;
  mustChangePassword: boolean;
  hasPassword: boolean;
  hasGoogleSignIn: boolean;
  /** allowance + top-ups; changed only through POST users/:id/credits (a ledger row with a reason). */
  monthlyAvailableCredits: number;
  allowanceCredits: number;
  topUpCredits: number;
  downloadLimit: number;
  roles: { id: string; name: string }[];
  /** The user's workspace (docs/teams.md): its name, its size and the user's role in it; the credits are its pool's. */
  team: { id: string; name: string; role: 'owner' | 'manager' | 'member'; memberCount: number };
}

export interface UserPage {
  items: AdminUser[];
  totalCount: number;
}

const permissionSchema = z.enum(ALL_PERMISSIONS as [Permission, ...Permission[]], {
  error: (issue) => `Unknown permission ${JSON.stringify(issue.input)}.`,
});

const roleFields = {
  name: singleLine(z.string().trim().min(1, 'Name is required.').max(50)),
  description: multiLine(z.string().trim().max(500)),
  permissions: z.array(permissionSchema).max(ALL_PERMISSIONS.length * 2),
};

export const createRoleSchema = z.strictObject({
  ...roleFields,
  description: roleFields.description.default(''),
});
export type CreateRoleRequest = z.infer<typeof createRoleSchema>;

export const updateRoleSchema = z
  .strictObject({
    name: roleFields.name.optional(),
    description: roleFields.description.optional(),
    permissions: roleFields.permissions.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Nothing to change.' });
export type UpdateRoleRequest = z.infer<typeof updateRoleSchema>;

export interface Role {
  id: string;
  name: string;
  description: string;
  permissions: Permission[];
  userCount: number;
  /** Admin and User: seeded, cannot be renamed. */
  isBuiltIn: boolean;
  createdOn: string;
}

/** GET permissions: the catalogue, for the permissions page and the role editor. */
export interface PermissionRecord {
  name: Permission;
  description: string;
}
