// /signup: create an account (names, e-mail, password twice), with the admin's signup wording; then /welcome.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Link, useNavigate } from 'react-router-dom';
import { callFailure, useGetSignupWordingQuery, useSignUpMutation, type CallFailure } from '../api';
import { AuthPage } from '../components/AuthPage';
import { FailurePanel } from '../components/FailurePanel';
import { TextField } from '../components/TextField';
import { useValidatedForm } from '../use-validated-form';
import { confirmationProblem, emailProblem, nameProblem, newPasswordProblem, PASSWORD_HINT } from '../validation';

export function SignUpPage() {
  const navigate = useNavigate();
  const { data: wording } = useGetSignupWordingQuery();
  const [signUp, { isLoading }] = useSignUpMutation();
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const { field, handleSubmit } = useValidatedForm(
    { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
    (values) => ({
      firstName: nameProblem('First name', values.firstName),
      lastName: nameProblem('Last name', values.lastName),
      email: emailProblem(values.email),
      password: newPasswordProblem(values.password),
      confirmPassword: confirmationProblem(values.password, values.confirmPassword),
    }),
  );

  const submit = handleSubmit(({ firstName, lastName, email, password }) => {
    setFailure(null);
    const request = { firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), password };
    signUp(request)
      .unwrap()
      .then(
        () => navigate('/welcome', { state: { email: request.email } }),
        (error: unknown) => setFailure(callFailure(error)),
      );
  });

  return (
    <AuthPage title="Create your account" wording={wording ?? ''}>
      {failure && (
        <FailurePanel title="Sign-up failed" reason={failure.reason}>
          {failure.field === 'email' && (
            <p className="mb-0 mt-2">
              <Link to="/login">Sign in</Link> or <Link to="/forgotpassword">reset your password</Link>.
            </p>
          )}
        </FailurePanel>
      )}
      <Form noValidate aria-label="Sign up" onSubmit={submit}>
        <Row className="g-0 gap-sm-3 flex-column flex-sm-row">
          <Col>
            <TextField label="First name" autoComplete="given-name" autoFocus {...field('firstName')} />
          </Col>
          <Col>
            <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
          </Col>
        </Row>
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          {...field('password')}
        />
        <TextField label="Confirm password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
        <Button type="submit" disabled={isLoading} className="mb-3">
          {isLoading ? 'Creating your account...' : 'Sign up'}
        </Button>
      </Form>
      <p className="mb-0">
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </AuthPage>
  );
}
