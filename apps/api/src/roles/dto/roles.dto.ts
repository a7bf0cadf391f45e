// Requests and answers of the admin roles page (GET/POST roles, PUT roles/:id).
// TODO(contracts): move to libs/contracts so the SPA's admin page shares them.
import { z } from 'zod';
import { ALL_PERMISSIONS, type Permission } from '@leadsignal/contracts';

const permissionSchema = z.enum(ALL_PERMISSIONS as [Permission, ...Permission[]], {
  error: (issue) => `Unknown permission ${JSON.stringify(issue.input)}.`,
});

const roleFields = {
  name: z.string().trim().min(1, 'Name is required.').max(50),
  description: z.string().trim().max(500),
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
