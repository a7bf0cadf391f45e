// /acceptinvite?token=…: the invitation e-mail's link. The invitee chooses a password (which also confirms
// their address), then signs in on /login. A used, expired or unknown link says so and points to "Forgot
// password", which works for an invited account too.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { notifySuccess } from '../../../lib/toast';
import { callFailure, useAcceptInviteMutation, type CallFailure } from '../api';
import { AuthPage } from '../components/AuthPage';
import { FailurePanel } from '../components/FailurePanel';
import { TextField } from '../components/TextField';
import { useValidatedForm } from '../use-validated-form';
import { confirmationProblem, newPasswordProblem, PASSWORD_HINT } from '../validation';

export const INVITE_ACCEPTED_MESSAGE = 'Your password is set. Sign in with your e-mail address and new password.';

const ASK_AGAIN = (
  <p className="mb-0 mt-2">
    Ask your administrator for a new invitation, or <Link to="/forgotpassword">choose a password by e-mail</Link>.
  </p>
);

export function AcceptInvitePage() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const [acceptInvite, { isLoading }] = useAcceptInviteMutation();
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const { field, handleSubmit } = useValidatedForm({ password: '', confirmPassword: '' }, (values) => ({
    password: newPasswordProblem(values.password),
    confirmPassword: confirmationProblem(values.password, values.confirmPassword),
  }));

  if (!token)
    return (
      <AuthPage title="Accept your invitation">
        <FailurePanel
          title="This invitation link is incomplete"
          reason="The link has no invitation code. Open the link from the e-mail exactly as it was sent."
        >
          {ASK_AGAIN}
        </FailurePanel>
      </AuthPage>
    );

  const submit = handleSubmit(({ password }) => {
    setFailure(null);
    acceptInvite({ token, password })
      .unwrap()
      .then(
        () => {
          notifySuccess(INVITE_ACCEPTED_MESSAGE);
          navigate('/login', { replace: true });
        },
        (error: unknown) => setFailure(callFailure(error)),
      );
  });

  return (
    <AuthPage title="Accept your invitation">
      {failure && (
        <FailurePanel title="Your password was not set" reason={failure.reason}>
          {failure.field !== 'password' && ASK_AGAIN}
        </FailurePanel>
      )}
      <p>Choose a password to join your team on LeadSignal.</p>
      <Form noValidate aria-label="Accept your invitation" onSubmit={submit}>
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          autoFocus
          hint={PASSWORD_HINT}
          {...field('password')}
        />
        <TextField label="Confirm password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Set password and join'}
        </Button>
      </Form>
    </AuthPage>
  );
}
