import type { Permission } from '@leadsignal/contracts';
import type { ReactNode } from 'react';
import { AccessDeniedPage } from '../../components/AccessDeniedPage';
import { useAppSelector } from '../../stores/hooks';
import { selectAllowedPermissions } from '../../stores/session-slice';

/** Shows the page only to users whose allowedPermissions hold `permission`; the others see the access page. */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const allowed = useAppSelector(selectAllowedPermissions).includes(permission);
  return allowed ? children : <AccessDeniedPage permission={permission} />;
}
