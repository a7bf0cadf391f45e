// The admin's form for one user: roles, download limit (0 = unlimited), disabled, and whether the password
// must be changed at the next sign-in. Only what changed is sent (PUT users/:id). Credits are not edited in
// place: the user's credit history below grants or takes back credits with a reason (a ledger row).
// On the admin's own account the access fields are read-only: the API refuses those changes from oneself
// (another administrator must make them).
import type { AdminUser, UpdateUserRequest } from '@leadsignal/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { TextField } from '../../../components/TextField';
import { errorMessage } from '../../../lib/base-api';
import { useAppSelector } from '../../../stores/hooks';
import { selectCurrentUser } from '../../../stores/session-slice';
import { notifySuccess } from '../../../lib/toast';
import { useListRolesQuery, useUpdateUserMutation } from '../api';
import { AdminCreditsPanel } from '../../credits';
import { formatNumber } from '../../../lib/format';

const MAX_AMOUNT = 1_000_000_000;

/** The problem with a whole-number field, or null. */
export function amountProblem(label: string, text: string): string | null {
  if (!/^\d+$/.test(text.trim())) return `${label} must be a whole number of 0 or more.`;
  return Number(text) > MAX_AMOUNT ? `${label} must be at most ${formatNumber(MAX_AMOUNT)}.` : null;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

export function EditUserModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const isSelf = useAppSelector(selectCurrentUser)?.id === user.id;
  const roles = useListRolesQuery();
  const [roleIds, setRoleIds] = useState(user.roles.map((role) => role.id));
  const [limit, setLimit] = useState(String(user.downloadLimit));
  const [isDisabled, setDisabled] = useState(user.isDisabled);
  const [mustChangePassword, setMustChangePassword] = useState(user.mustChangePassword);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [updateUser, { isLoading }] = useUpdateUserMutation();

  const problems = {
    limit: amountProblem('Download limit', limit),
  };

  const changes = (): UpdateUserRequest => {
    const body: UpdateUserRequest = {};
    const before = user.roles.map((role) => role.id);
    if (!sameSet(roleIds, before)) body.roleIds = roleIds;
    if (Number(limit) !== user.downloadLimit) body.downloadLimit = Number(limit);
    if (isDisabled !== user.isDisabled) body.isDisabled = isDisabled;
    if (mustChangePassword !== user.mustChangePassword) body.mustChangePassword = mustChangePassword;
    return body;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (problems.limit) return;
    const body = changes();
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    updateUser({ id: user.id, changes: body })
      .unwrap()
      .then(
        () => {
          notifySuccess('The user has been saved.');
          onClose();
        },
        (error: FetchBaseQueryError) => setFailure(errorMessage(error)),
      );
  };

  const toggleRole = (id: string, on: boolean) =>
    setRoleIds((current) =>
      on ? [...current.filter((roleId) => roleId !== id), id] : current.filter((r) => r !== id),
    );

  return (
    <Modal show onHide={onClose} aria-labelledby="edit-user-title" centered size="lg">
      <Form noValidate onSubmit={submit} aria-label={`Edit ${user.fullName}`}>
        <Modal.Header closeButton>
          <Modal.Title id="edit-user-title">Edit user</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-3">
            <strong>{user.fullName}</strong>
            <br />
            <span className="text-muted">{user.email}</span>
          </p>
          {failure && (
            <Alert variant="danger" role="alert">
              {failure}
            </Alert>
          )}
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
                checked={roleIds.includes(role.id)}
                disabled={isSelf}
                onChange={(event) => toggleRole(role.id, event.target.checked)}
              />
            ))}
          </fieldset>
          <TextField
            id="edit-user-limit"
            label="Download limit"
            help="Rows per download; 0 means unlimited."
            value={limit}
            inputMode="numeric"
            problem={submitted ? (problems.limit ?? undefined) : undefined}
            disabled={isSelf}
            onChange={setLimit}
          />
          <Form.Check
            type="switch"
            id="edit-user-disabled"
            label="Disabled (cannot sign in)"
            checked={isDisabled}
            disabled={isSelf}
            onChange={(event) => setDisabled(event.target.checked)}
          />
          <Form.Check
            type="switch"
            id="edit-user-must-change"
            label="Must change password at next sign-in"
            checked={mustChangePassword}
            onChange={(event) => setMustChangePassword(event.target.checked)}
          />
          <AdminCreditsPanel user={user} isSelf={isSelf} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={isLoading}>
            Save
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
