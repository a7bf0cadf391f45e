import type { ReactNode } from 'react';
import { AccessDeniedPage } from '../../components/AccessDeniedPage';
import { meetsRequirement, type PermissionRequirement } from '../../lib/permission-requirement';
import { useAppSelector } from '../../stores/hooks';
import { selectAllowedPermissions } from '../../stores/session-slice';

/**
 * Shows the page only to users whose allowedPermissions hold `permission` (or one of them, for a list); the others
 * see the access page.
 */
export function RequirePermission({
  permission,
  children,
}: {
  permission: PermissionRequirement;
  children: ReactNode;
}) {
  const allowed = meetsRequirement(useAppSelector(selectAllowedPermissions), permission);
  return allowed ? children : <AccessDeniedPage permission={permission} />;
}
