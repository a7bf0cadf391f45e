// What a page or a link needs: one permission, or any one of several (a page shared by two kinds, such as
// /updateList for prospect and company lists, opens with either kind's permission).
import type { Permission } from '@leadsignal/contracts';

export type PermissionRequirement = Permission | readonly Permission[];

/** The permissions of a requirement, any one of which is enough. */
export function anyOf(requirement: PermissionRequirement): readonly Permission[] {
  return typeof requirement === 'string' ? [requirement] : requirement;
}

/** True when the user's allowedPermissions hold at least one of the requirement's permissions. */
export function meetsRequirement(allowedPermissions: readonly string[], requirement: PermissionRequirement): boolean {
  return anyOf(requirement).some((permission) => allowedPermissions.includes(permission));
}
