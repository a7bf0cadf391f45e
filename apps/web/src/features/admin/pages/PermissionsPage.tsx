// /manage/permissions: the permission catalogue — what each permission allows and which roles grant it.
// Permissions are defined by the product (libs/contracts); roles decide who has them.
import { PERMISSIONS, type PermissionRecord } from '@leadsignal/contracts';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useAppSelector } from '../../../stores/hooks';
import { selectAllowedPermissions } from '../../../stores/session-slice';
import { useListPermissionsQuery, useListRolesQuery } from '../api';

export function PermissionsPage() {
  const permissions = useListPermissionsQuery();
  const canSeeRoles = useAppSelector(selectAllowedPermissions).includes(PERMISSIONS.adminRoles);
  // Which roles grant what is shown to those who may see roles; the list itself needs admin.permissions only.
  const roles = useListRolesQuery(undefined, { skip: !canSeeRoles });

  const columns: DataTableColumn<PermissionRecord>[] = [
    { id: 'name', header: 'Permission', cell: (permission) => <code>{permission.name}</code> },
    { id: 'description', header: 'Allows', cell: (permission) => permission.description },
  ];
  if (canSeeRoles) {
    columns.push({
      id: 'roles',
      header: 'Granted by',
      cell: (permission) =>
        (roles.data ?? [])
          .filter((role) => role.permissions.includes(permission.name))
          .map((role) => role.name)
          .join(', ') || <span className="text-muted">No role</span>,
    });
  }

  return (
    <section aria-labelledby="permissions-title">
      <h1 id="permissions-title" className="h3 mb-3">
        Permissions
      </h1>
      <p className="text-muted">
        Permissions are part of the product; give them to users through <strong>Roles</strong>.
      </p>
      <DataTable
        id="permissions"
        label="Permissions"
        rowKey={(permission) => permission.name}
        columns={columns}
        rows={permissions.data ?? []}
        loading={permissions.isLoading || (canSeeRoles && roles.isLoading)}
      />
    </section>
  );
}
