// /manage/roles: the roles, the permissions each grants and how many users hold it; New role and Edit open
// the role form.
import type { Role } from '@leadsignal/contracts';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { notifySuccess } from '../../../lib/toast';
import { useDeleteRoleMutation, useListPermissionsQuery, useListRolesQuery } from '../api';
import { RoleModal } from '../components/RoleModal';
import { formatNumber } from '../../../lib/format';
import { PageHeader } from '../../../components/PageHeader';
import { actionsColumn } from '../../../components/RowActions';

export function RolesPage() {
  const roles = useListRolesQuery();
  const permissions = useListPermissionsQuery();
  // undefined: closed; null: a new role.
  const [editing, setEditing] = useState<Role | null | undefined>(undefined);
  const [deleteRole, { isLoading: deleting }] = useDeleteRoleMutation();

  const remove = (role: Role) => {
    if (!window.confirm(`Delete the role ${role.name}? This cannot be undone.`)) return;
    // A refusal (someone was given the role meanwhile) is toasted by the base query.
    deleteRole(role.id)
      .unwrap()
      .then(
        () => notifySuccess(`Role ${role.name} deleted.`),
        () => undefined,
      );
  };

  const columns: DataTableColumn<Role>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (role) => (
        <>
          {role.name}{' '}
          {role.isBuiltIn && (
            <Badge bg="secondary" className="ms-1">
              Built in
            </Badge>
          )}
        </>
      ),
    },
    { id: 'description', header: 'Description', cell: (role) => role.description },
    {
      id: 'permissions',
      header: 'Permissions',
      cell: (role) =>
        role.permissions.length ? (
          <span className="small">{role.permissions.join(', ')}</span>
        ) : (
          <span className="text-muted">None</span>
        ),
    },
    { id: 'users', header: 'Users', className: 'text-end', cell: (role) => formatNumber(role.userCount) },
    actionsColumn((role) => [
      { label: 'Edit', ariaLabel: `Edit role ${role.name}`, onClick: () => setEditing(role) },
      !role.isBuiltIn && {
        label: 'Delete',
        ariaLabel: `Delete role ${role.name}`,
        variant: 'danger',
        disabled: deleting || role.userCount > 0,
        title: role.userCount > 0 ? 'Users hold this role: take it away from them first.' : undefined,
        onClick: () => remove(role),
      },
    ]),
  ];

  return (
    <section aria-labelledby="roles-title">
      <PageHeader id="roles-title" title="Roles">
        <Button variant="primary" disabled={!permissions.data} onClick={() => setEditing(null)}>
          New role
        </Button>
      </PageHeader>
      <DataTable id="roles" label="Roles" columns={columns} rows={roles.data ?? []} loading={roles.isLoading} />
      {editing !== undefined && permissions.data && (
        <RoleModal role={editing} permissions={permissions.data} onClose={() => setEditing(undefined)} />
      )}
    </section>
  );
}
