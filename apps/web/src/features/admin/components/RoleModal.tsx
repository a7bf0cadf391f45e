// Create or edit a role: its name (required, unique), a description and the permissions it grants, picked
// from the catalogue (GET permissions). The built-in roles keep their names; Admin keeps every permission.
import type { Permission, PermissionRecord, Role } from '@leadsignal/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { errorMessage } from '../../../lib/base-api';
import { notifySuccess } from '../../../lib/toast';
import { useCreateRoleMutation, useUpdateRoleMutation } from '../api';

const NAME_MAX = 50;
const DESCRIPTION_MAX = 500;

export function roleNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Name is required.';
  return trimmed.length > NAME_MAX ? `Name must be at most ${NAME_MAX} characters.` : null;
}

export interface RoleModalProps {
  /** null: a new role. */
  role: Role | null;
  permissions: readonly PermissionRecord[];
  onClose: () => void;
}

export function RoleModal({ role, permissions, onClose }: RoleModalProps) {
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [granted, setGranted] = useState<Permission[]>(role?.permissions ?? []);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [createRole, creating] = useCreateRoleMutation();
  const [updateRole, updating] = useUpdateRoleMutation();
  const nameProblem = roleNameProblem(name);
  const descriptionProblem =
    description.trim().length > DESCRIPTION_MAX ? `Description must be at most ${DESCRIPTION_MAX} characters.` : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (nameProblem || descriptionProblem) return;
    const body = { name: name.trim(), description: description.trim(), permissions: granted };
    const saving = role
      ? updateRole({
          id: role.id,
          changes: role.isBuiltIn ? { description: body.description, permissions: granted } : body,
        })
      : createRole(body);
    saving.unwrap().then(
      () => {
        notifySuccess(role ? 'The role has been saved.' : 'The role has been created.');
        onClose();
      },
      (error: FetchBaseQueryError) => setFailure(errorMessage(error)),
    );
  };

  const toggle = (permission: Permission, on: boolean) =>
    setGranted((current) => (on ? [...new Set([...current, permission])] : current.filter((p) => p !== permission)));
  const shownNameProblem = submitted ? nameProblem : null;

  return (
    <Modal show onHide={onClose} aria-labelledby="role-modal-title" centered scrollable>
      <Form noValidate onSubmit={submit} aria-label={role ? `Edit role ${role.name}` : 'New role'}>
        <Modal.Header closeButton>
          <Modal.Title id="role-modal-title">{role ? 'Edit role' : 'New role'}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && (
            <Alert variant="danger" role="alert">
              {failure}
            </Alert>
          )}
          <Form.Group className="mb-3" controlId="role-name">
            <Form.Label>Name</Form.Label>
            <Form.Control
              value={name}
              maxLength={NAME_MAX + 20}
              readOnly={role?.isBuiltIn}
              onChange={(event) => setName(event.target.value)}
              isInvalid={Boolean(shownNameProblem)}
              aria-invalid={shownNameProblem ? true : undefined}
              aria-required
              aria-describedby={shownNameProblem ? 'role-name-problem' : undefined}
            />
            {role?.isBuiltIn && <Form.Text muted>A built-in role keeps its name.</Form.Text>}
            {shownNameProblem && (
              <Form.Control.Feedback type="invalid" id="role-name-problem">
                {shownNameProblem}
              </Form.Control.Feedback>
            )}
          </Form.Group>
          <Form.Group className="mb-3" controlId="role-description">
            <Form.Label>Description</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              isInvalid={Boolean(submitted && descriptionProblem)}
              aria-describedby={submitted && descriptionProblem ? 'role-description-problem' : undefined}
            />
            {submitted && descriptionProblem && (
              <Form.Control.Feedback type="invalid" id="role-description-problem">
                {descriptionProblem}
              </Form.Control.Feedback>
            )}
          </Form.Group>
          <fieldset>
            <legend className="form-label fs-6">Permissions</legend>
            {permissions.map((permission) => (
              <Form.Check
                key={permission.name}
                id={`role-permission-${permission.name}`}
                type="checkbox"
                className="mb-1"
                checked={granted.includes(permission.name)}
                onChange={(event) => toggle(permission.name, event.target.checked)}
                label={
                  <>
                    <code>{permission.name}</code> <span className="text-muted small">{permission.description}</span>
                  </>
                }
              />
            ))}
          </fieldset>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={creating.isLoading || updating.isLoading}>
            Save
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
