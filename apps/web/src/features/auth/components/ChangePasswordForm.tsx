// The change-password form of /changepasswordrequired and /changepassword. A change signs out every other
// session, so the server hands back a new token, which replaces the stored one here.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router-dom';
import { endSession, startSession } from '../../../lib/base-api';
import { useAppDispatch, useAppSelector } from '../../../stores/hooks';
import { selectCurrentUser } from '../../../stores/session-slice';
import { callFailure, useChangePasswordMutation } from '../api';
import { useValidatedForm } from '../use-validated-form';
import { confirmationProblem, enteredPasswordProblem, newPasswordProblem, PASSWORD_HINT } from '../validation';
import { FailurePanel } from './FailurePanel';
import { TextField } from './TextField';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const currentUser = useAppSelector(selectCurrentUser);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { field, handleSubmit } = useValidatedForm(EMPTY, (values) => ({
    currentPassword: enteredPasswordProblem(values.currentPassword, 'Current password'),
    newPassword:
      newPasswordProblem(values.newPassword) ??
      (values.newPassword === values.currentPassword
        ? 'Choose a new password that differs from the current one.'
        : null),
    confirmPassword: confirmationProblem(values.newPassword, values.confirmPassword),
  }));

  const submit = handleSubmit(({ currentPassword, newPassword }) => {
    setFailure(null);
    changePassword({ currentPassword, newPassword })
      .unwrap()
      .then(
        (response) => {
          const user = response.user ?? currentUser;
          if (!user) {
            // No user to keep the new token with (storage emptied meanwhile): signing in again sorts it out.
            endSession(dispatch);
            navigate('/login', { replace: true });
            return;
          }
          startSession(dispatch, { accessToken: response.accessToken, user });
          onChanged();
        },
        (error: unknown) => setFailure(callFailure(error).reason),
      );
  });

  return (
    <>
      {failure && <FailurePanel title="Your password was not changed" reason={failure} />}
      {/* A new attempt (editing a field or submitting again) clears the previous attempt's error. */}
      <Form
        noValidate
        aria-label="Change password"
        onChange={() => setFailure(null)}
        onSubmit={(event) => {
          setFailure(null);
          submit(event);
        }}
      >
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          autoFocus
          {...field('currentPassword')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          {...field('newPassword')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Change password'}
        </Button>
      </Form>
    </>
  );
}
