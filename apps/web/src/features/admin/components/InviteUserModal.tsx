// Invite a teammate (POST users/invite): e-mail, first and last name, checked as typed with the contract's
// schema. The invitee gets the default role and an e-mail whose link (valid 7 days, once) sets their
// password; an address that already has an account is refused (409) with the reason next to the form.
import { inviteUserSchema, INVITE_TTL_DAYS } from '@leadsignal/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { errorMessage } from '../../../lib/base-api';
import { notifySuccess } from '../../../lib/toast';
import { useInviteUserMutation } from '../api';

type Field = 'email' | 'firstName' | 'lastName';
const LABELS: Record<Field, string> = { email: 'E-mail', firstName: 'First name', lastName: 'Last name' };
const REQUIRED: Record<Field, string> = {
  email: 'E-mail is required.',
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
};

/** The first problem of each field, as the API would word it (blank fields: "… is required."). */
export function inviteProblems(values: Record<Field, string>): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(LABELS) as Field[]) {
    if (!values[field].trim()) problems[field] = REQUIRED[field];
  }
  const parsed = inviteUserSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      problems[field] ??= issue.message;
    }
  }
  return problems;
}

export function inviteSentMessage(email: string): string {
  return `Invitation sent to ${email}. The link is valid for ${INVITE_TTL_DAYS} days.`;
}

export function InviteUserModal({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ email: '', firstName: '', lastName: '' });
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [inviteUser, { isLoading }] = useInviteUserMutation();
  const problems = inviteProblems(values);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (Object.keys(problems).length) return;
    const body = inviteUserSchema.parse(values);
    inviteUser(body)
      .unwrap()
      .then(
        (answer) => {
          notifySuccess(inviteSentMessage(answer.email));
          onClose();
        },
        (error: FetchBaseQueryError) => setFailure(errorMessage(error)),
      );
  };

  const field = (name: Field, type = 'text') => {
    const problem = submitted ? problems[name] : undefined;
    return (
      <Form.Group className="mb-3" controlId={`invite-${name}`}>
        <Form.Label>{LABELS[name]}</Form.Label>
        <Form.Control
          type={type}
          value={values[name]}
          maxLength={name === 'email' ? 254 : 100}
          autoComplete="off"
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          isInvalid={Boolean(problem)}
          aria-invalid={problem ? true : undefined}
          aria-required
          aria-describedby={problem ? `invite-${name}-problem` : undefined}
        />
        {problem && (
          <Form.Control.Feedback type="invalid" id={`invite-${name}-problem`}>
            {problem}
          </Form.Control.Feedback>
        )}
      </Form.Group>
    );
  };

  return (
    <Modal show onHide={onClose} aria-labelledby="invite-modal-title" centered>
      <Form noValidate onSubmit={submit} aria-label="Invite user">
        <Modal.Header closeButton>
          <Modal.Title id="invite-modal-title">Invite user</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && (
            <Alert variant="danger" role="alert">
              {failure}
            </Alert>
          )}
          {field('email', 'email')}
          {field('firstName')}
          {field('lastName')}
          <Form.Text muted>
            They get the User role and an e-mail with a link to choose their password (valid {INVITE_TTL_DAYS} days,
            usable once).
          </Form.Text>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={isLoading}>
            Send invitation
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
