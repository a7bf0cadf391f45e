// Create or edit a role: its name (required, unique), a description and the permissions it grants, picked
// from the catalogue (GET permissions), checked with the contract's schema. The built-in roles keep their
// names; Admin keeps every permission (the server says so when asked otherwise).
import { createRoleSchema, type PermissionRecord, type Role } from '@leadsignal/contracts';
import Form from 'react-bootstrap/Form';
import { z } from 'zod';
import { FormModal, serverReason, TextField } from '../../../components/forms';
import { notifySuccess } from '../../../lib/toast';
import { useCreateRoleMutation, useUpdateRoleMutation } from '../api';

const { name, description, permissions } = createRoleSchema.shape;

export const roleFormSchema = z.object({
  name: z.string().trim().max(50, 'Name must be at most 50 characters.').pipe(name),
  description: z.string().trim().max(500, 'Description must be at most 500 characters.').pipe(description.unwrap()),
  permissions,
});

export interface RoleModalProps {
  /** null: a new role. */
  role: Role | null;
  permissions: readonly PermissionRecord[];
  onClose: () => void;
}

export function RoleModal({ role, permissions: catalogue, onClose }: RoleModalProps) {
  const [createRole] = useCreateRoleMutation();
  const [updateRole] = useUpdateRoleMutation();
  return (
    <FormModal
      id="role"
      title={role ? 'Edit role' : 'New role'}
      label={role ? `Edit role ${role.name}` : 'New role'}
      onHide={onClose}
      scrollable
      schema={roleFormSchema}
      defaultValues={{
        name: role?.name ?? '',
        description: role?.description ?? '',
        permissions: role?.permissions ?? [],
      }}
      onSubmit={async (body) => {
        const outcome = role
          ? await updateRole({
              id: role.id,
              changes: role.isBuiltIn ? { description: body.description, permissions: body.permissions } : body,
            })
          : await createRole(body);
        if ('error' in outcome) return serverReason(outcome.error);
        notifySuccess(role ? 'The role has been saved.' : 'The role has been created.');
        onClose();
      }}
    >
      {(form) => (
        <>
          <TextField
            form={form}
            name="name"
            label="Name"
            maxLength={70}
            readOnly={role?.isBuiltIn}
            hint={role?.isBuiltIn ? 'A built-in role keeps its name.' : undefined}
            required
          />
          <TextField form={form} name="description" label="Description" rows={2} />
          <fieldset>
            <legend className="form-label fs-6">Permissions</legend>
            {catalogue.map((permission) => (
              <Form.Check
                key={permission.name}
                id={`role-permission-${permission.name}`}
                type="checkbox"
                className="mb-1"
                value={permission.name}
                {...form.register('permissions')}
                label={
                  <>
                    <code>{permission.name}</code> <span className="text-muted small">{permission.description}</span>
                  </>
                }
              />
            ))}
          </fieldset>
        </>
      )}
    </FormModal>
  );
}
