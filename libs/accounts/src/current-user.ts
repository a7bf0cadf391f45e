// The user as the SPA keeps it (spec §3 "Current user").
import type { CurrentUser } from '@leadsignal/contracts';
import type { UserRecord } from './users.repository';

export function toCurrentUser(user: UserRecord): CurrentUser {
  return {
    id: user.id,
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    createdOn: new Date(user.createdAt).toISOString(),
    allowedPermissions: [...user.permissions],
  };
}
