// The admin's form for one user: roles, download limit (0 = unlimited), disabled, and whether the password
// must be changed at the next sign-in. Only what changed is sent (PUT users/:id). Credits are not edited in
// place: the user's credit history below grants or takes back credits with a reason (a ledger row).
// On the admin's own account the access fields are read-only: the API refuses those changes from oneself
// (another administrator must make them).
import { updateUserSchema, type AdminUser, type UpdateUserRequest } from '@leadsignal/contracts';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { z } from 'zod';
import { CheckField, FormModal, serverReason, TextField, wholeNumber } from '../../../components/forms';
import { formatNumber } from '../../../lib/format';
import { notifySuccess } from '../../../lib/toast';
import { useAppSelector } from '../../../stores/hooks';
import { selectCurrentUser } from '../../../stores/session-slice';
import { AdminCreditsPanel } from '../../credits';
import { useListRolesQuery, useUpdateUserMutation } from '../api';

const MAX_AMOUNT = 1_000_000_000;
const { roleIds, isDisabled, mustChangePassword } = updateUserSchema.shape;

export const editUserFormSchema = z.object({
  roleIds: roleIds.unwrap(),
  downloadLimit: wholeNumber(
    'Download limit must be a whole number of 0 or more.',
    z.number().max(MAX_AMOUNT, `Download limit must be at most ${formatNumber(MAX_AMOUNT)}.`),
  ),
  isDisabled: isDisabled.unwrap(),
  mustChangePassword: mustChangePassword.unwrap(),
});

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

/** What the form changes of the user. */
function changesOf(user: AdminUser, values: z.output<typeof editUserFormSchema>): UpdateUserRequest {
  const changes: UpdateUserRequest = {};
  if (
    !sameSet(
      values.roleIds,
      user.roles.map((role) => role.id),
    )
  )
    changes.roleIds = values.roleIds;
  if (values.downloadLimit !== user.downloadLimit) changes.downloadLimit = values.downloadLimit;
  if (values.isDisabled !== user.isDisabled) changes.isDisabled = values.isDisabled;
  if (values.mustChangePassword !== user.mustChangePassword) changes.mustChangePassword = values.mustChangePassword;
  return changes;
}

export function EditUserModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const isSelf = useAppSelector(selectCurrentUser)?.id === user.id;
  const roles = useListRolesQuery();
  const [updateUser] = useUpdateUserMutation();
  return (
    <FormModal
      id="edit-user"
      title="Edit user"
      label={`Edit ${user.fullName}`}
      size="lg"
      onHide={onClose}
      schema={editUserFormSchema}
      defaultValues={{
        roleIds: user.roles.map((role) => role.id),
        downloadLimit: String(user.downloadLimit),
        isDisabled: user.isDisabled,
        mustChangePassword: user.mustChangePassword,
      }}
      onSubmit={async (values) => {
        const changes = changesOf(user, values);
        if (Object.keys(changes).length === 0) return onClose();
        const outcome = await updateUser({ id: user.id, changes });
        if ('error' in outcome) return serverReason(outcome.error);
        notifySuccess('The user has been saved.');
        onClose();
      }}
    >
      {(form) => (
        <>
          <p className="mb-3">
            <strong>{user.fullName}</strong>
            <br />
            <span className="text-muted">{user.email}</span>
          </p>
          {isSelf && (
            <Alert variant="info" className="small">
              This is your own account: another administrator changes your roles, credits, download limit and whether it
              is disabled.
            </Alert>
          )}
          <fieldset className="mb-3">
            <legend className="form-label fs-6">Roles</legend>
            {roles.isLoading && (
              <div role="status">
                <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
                Loading...
              </div>
            )}
            {roles.isError && <p className="text-muted small mb-0">The roles could not be loaded.</p>}
            {roles.data?.map((role) => (
              <Form.Check
                key={role.id}
                id={`edit-user-role-${role.id}`}
                type="checkbox"
                label={role.name}
                value={role.id}
                disabled={isSelf}
                {...form.register('roleIds')}
              />
            ))}
          </fieldset>
          <TextField
            form={form}
            name="downloadLimit"
            id="edit-user-limit"
            label="Download limit"
            hint="Rows per download; 0 means unlimited."
            inputMode="numeric"
            disabled={isSelf}
          />
          <CheckField
            form={form}
            name="isDisabled"
            id="edit-user-disabled"
            label="Disabled (cannot sign in)"
            type="switch"
            disabled={isSelf}
          />
          <CheckField
            form={form}
            name="mustChangePassword"
            id="edit-user-must-change"
            label="Must change password at next sign-in"
            type="switch"
          />
          <AdminCreditsPanel user={user} isSelf={isSelf} />
        </>
      )}
    </FormModal>
  );
}
