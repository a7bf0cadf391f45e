// A page that sets a new password with the one-time token of an e-mailed link (?token=…): /resetpassword and
// /acceptinvite. A link without a token says so; a refused attempt shows why and, unless it is the password
// itself that was refused (fixable here), how to get a new link.
import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router-dom';
import { callFailure, type CallFailure } from '../api';
import { useValidatedForm } from '../use-validated-form';
import { confirmationProblem, newPasswordProblem, PASSWORD_HINT } from '../validation';
import { AuthPage } from './AuthPage';
import { FailurePanel } from './FailurePanel';
import { TextField } from './TextField';

export interface NewPasswordPageProps {
  /** The page's title, also the form's accessible name. */
  title: string;
  /** What a link without a token says. */
  incomplete: { title: string; reason: string };
  /** The title of the panel that shows why the server refused. */
  failureTitle: string;
  /** How to get a new link, under a missing token or a refused link. */
  newLink: ReactNode;
  /** Shown above the form. */
  intro?: ReactNode;
  labels: { password: string; confirmPassword: string; submit: string };
  /** Sets the password (the mutation, unwrapped); rejects with the server's refusal. */
  save: (request: { token: string; password: string }) => Promise<unknown>;
  saving: boolean;
  onSaved: () => void;
}

export function NewPasswordPage(props: NewPasswordPageProps) {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const { field, handleSubmit } = useValidatedForm({ password: '', confirmPassword: '' }, (values) => ({
    password: newPasswordProblem(values.password),
    confirmPassword: confirmationProblem(values.password, values.confirmPassword),
  }));

  if (!token)
    return (
      <AuthPage title={props.title}>
        <FailurePanel title={props.incomplete.title} reason={props.incomplete.reason}>
          {props.newLink}
        </FailurePanel>
      </AuthPage>
    );

  const submit = handleSubmit(({ password }) => {
    setFailure(null);
    props.save({ token, password }).then(props.onSaved, (error: unknown) => setFailure(callFailure(error)));
  });

  return (
    <AuthPage title={props.title}>
      {failure && (
        <FailurePanel title={props.failureTitle} reason={failure.reason}>
          {/* A refused password can be fixed here; anything else means the link is used up, expired or wrong. */}
          {failure.field !== 'password' && props.newLink}
        </FailurePanel>
      )}
      {props.intro}
      <Form noValidate aria-label={props.title} onSubmit={submit}>
        <TextField
          label={props.labels.password}
          type="password"
          autoComplete="new-password"
          autoFocus
          hint={PASSWORD_HINT}
          {...field('password')}
        />
        <TextField
          label={props.labels.confirmPassword}
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Button type="submit" disabled={props.saving}>
          {props.saving ? 'Saving...' : props.labels.submit}
        </Button>
      </Form>
    </AuthPage>
  );
}
