// /forgotpassword: ask for a reset link. The server answers the same for known and unknown e-mails.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate } from 'react-router-dom';
import { callFailure, useForgotPasswordMutation } from '../api';
import { AuthPage } from '../components/AuthPage';
import { FailurePanel } from '../components/FailurePanel';
import { TextField } from '../components/TextField';
import { useValidatedForm } from '../use-validated-form';
import { emailProblem } from '../validation';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { field, handleSubmit } = useValidatedForm({ email: '' }, (values) => ({ email: emailProblem(values.email) }));

  const submit = handleSubmit(({ email }) => {
    setFailure(null);
    forgotPassword({ email: email.trim() })
      .unwrap()
      .then(
        () => navigate('/forgotpasswordsuccess'),
        (error: unknown) => setFailure(callFailure(error).reason),
      );
  });

  return (
    <AuthPage title="Reset your password">
      <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      {failure && <FailurePanel title="The link could not be requested" reason={failure} />}
      <Form noValidate aria-label="Request a password reset link" onSubmit={submit}>
        <TextField label="Email" type="email" autoComplete="email" autoFocus {...field('email')} />
        <Button type="submit" disabled={isLoading} className="mb-3">
          {isLoading ? 'Sending...' : 'Send reset link'}
        </Button>
      </Form>
      <p className="mb-0">
        Remembered it? <Link to="/login">Sign in</Link>
      </p>
    </AuthPage>
  );
}
