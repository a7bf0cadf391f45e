// /resetpassword?token=…: choose a new password with the one-time token of the reset e-mail.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { callFailure, useResetPasswordMutation, type CallFailure } from '../api';
import { AuthPage } from '../components/AuthPage';
import { FailurePanel } from '../components/FailurePanel';
import { TextField } from '../components/TextField';
import { useValidatedForm } from '../use-validated-form';
import { confirmationProblem, newPasswordProblem, PASSWORD_HINT } from '../validation';

const REQUEST_NEW_LINK = (
  <p className="mb-0 mt-2">
    <Link to="/forgotpassword">Request a new reset link</Link>
  </p>
);

export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const { field, handleSubmit } = useValidatedForm({ password: '', confirmPassword: '' }, (values) => ({
    password: newPasswordProblem(values.password),
    confirmPassword: confirmationProblem(values.password, values.confirmPassword),
  }));

  if (!token)
    return (
      <AuthPage title="Choose a new password">
        <FailurePanel
          title="This reset link is incomplete"
          reason="The link has no reset token. Open the link from the e-mail exactly as it was sent, or request a new one."
        >
          {REQUEST_NEW_LINK}
        </FailurePanel>
      </AuthPage>
    );

  const submit = handleSubmit(({ password }) => {
    setFailure(null);
    resetPassword({ token, password })
      .unwrap()
      .then(
        () => navigate('/resetpasswordsuccess', { replace: true }),
        (error: unknown) => setFailure(callFailure(error)),
      );
  });

  return (
    <AuthPage title="Choose a new password">
      {failure && (
        <FailurePanel title="Your password was not changed" reason={failure.reason}>
          {/* A refused password can be fixed here; anything else means the link is used up, expired or wrong. */}
          {failure.field !== 'password' && REQUEST_NEW_LINK}
        </FailurePanel>
      )}
      <Form noValidate aria-label="Choose a new password" onSubmit={submit}>
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          autoFocus
          hint={PASSWORD_HINT}
          {...field('password')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Set new password'}
        </Button>
      </Form>
    </AuthPage>
  );
}
