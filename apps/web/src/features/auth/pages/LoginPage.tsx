// / and /login (spec §2): sign in with e-mail and password or Google, the admin's login wording, the
// outcome of an e-mail confirmation link (?confirmToken=), and on a refused sign-in the server's reason.
import type { LoginResponse } from '@leadsignal/contracts';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { clearSignedOutReason, readSignedOutReason } from '../../../lib/storage';
import { selectIsSignedIn } from '../../../stores/session-slice';
import { useAppSelector } from '../../../stores/hooks';
import {
  callFailure,
  useConfirmEmailMutation,
  useGetLoginWordingQuery,
  useGetPublicSettingsQuery,
  useLoginMutation,
  useLoginWithGoogleMutation,
  useResendConfirmationMutation,
  type CallFailure,
} from '../api';
import { AuthPage } from '../components/AuthPage';
import { FailurePanel } from '../components/FailurePanel';
import { Notice, NoticeHeading } from '../components/Notice';
import { GoogleSignInButton } from '../components/GoogleSignInButton';
import { TextField } from '../components/TextField';
import { useFinishSignIn } from '../use-finish-sign-in';
import { useValidatedForm } from '../use-validated-form';
import { emailProblem, enteredPasswordProblem } from '../validation';

type Confirmation =
  { state: 'pending' } | { state: 'confirmed' } | { state: 'already-confirmed' } | { state: 'failed'; reason: string };

/** Confirms the account of a ?confirmToken= link once, then drops the token from the address. */
function useEmailConfirmation(): Confirmation | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('confirmToken');
  const [confirmation, setConfirmation] = useState<Confirmation | null>(token ? { state: 'pending' } : null);
  const [confirmEmail] = useConfirmEmailMutation();
  // The token is single-use: a second request (React's development double effects) would report it as used.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    confirmEmail({ token })
      .unwrap()
      .then(
        (answer) => setConfirmation({ state: answer.alreadyConfirmed ? 'already-confirmed' : 'confirmed' }),
        (error: unknown) => setConfirmation({ state: 'failed', reason: callFailure(error).reason }),
      )
      .finally(() =>
        // A reload must not send the used token again and then report it as invalid.
        setSearchParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('confirmToken');
            return next;
          },
          { replace: true, preventScrollReset: true },
        ),
      );
  }, [token, confirmEmail, setSearchParams]);

  return confirmation;
}

function ConfirmationMessage({ confirmation }: { confirmation: Confirmation }) {
  if (confirmation.state === 'pending')
    return (
      <Notice variant="info" role="status">
        Confirming your e-mail address...
      </Notice>
    );
  if (confirmation.state === 'confirmed')
    return (
      <Notice variant="success" role="status">
        Your e-mail address is confirmed. You can sign in now.
      </Notice>
    );
  if (confirmation.state === 'already-confirmed')
    return (
      <Notice variant="info" role="status">
        Your e-mail address is already confirmed. You can sign in.
      </Notice>
    );
  return (
    <FailurePanel title="Your e-mail address could not be confirmed" reason={confirmation.reason}>
      <p className="mb-0 mt-2">
        Sign in to be offered a new confirmation link, or <Link to="/signup">sign up again</Link>.
      </p>
    </FailurePanel>
  );
}

/** A sign-in refused because the address is not confirmed yet: no blame on the password, and a way to get a new link. */
function UnconfirmedPanel({ reason, email }: { reason: string; email: string }) {
  const [resend, { isLoading, isSuccess, isError }] = useResendConfirmationMutation();
  return (
    <Notice variant="warning">
      <NoticeHeading>Confirm your e-mail address</NoticeHeading>
      <p className="mb-2">{reason}</p>
      <p className="mb-2">Nothing arrived? Check your spam folder, or have the link sent again.</p>
      {isSuccess ? (
        <p className="mb-0" role="status">
          We sent a new confirmation link to {email}. It can take a minute to arrive.
        </p>
      ) : (
        <Button variant="outline-primary" size="sm" disabled={isLoading} onClick={() => void resend({ email })}>
          {isLoading ? 'Sending...' : 'Send the link again'}
        </Button>
      )}
      {isError && <p className="mb-0 mt-2 text-danger">The link could not be sent. Try again in a minute.</p>}
    </Notice>
  );
}

export function LoginPage() {
  const signedIn = useAppSelector(selectIsSignedIn);
  // Judged on arrival only: the sign-in made here navigates on its own (maybe to /changepasswordrequired).
  const [arrivedSignedIn] = useState(signedIn);
  const confirmation = useEmailConfirmation();
  const { data: wording } = useGetLoginWordingQuery();
  const { data: publicSettings } = useGetPublicSettingsQuery();
  const [login, { isLoading: signingIn }] = useLoginMutation();
  const [loginWithGoogle, { isLoading: signingInWithGoogle }] = useLoginWithGoogleMutation();
  const finishSignIn = useFinishSignIn();
  const [failure, setFailure] = useState<(CallFailure & { email: string }) | null>(null);
  // Why the last session ended (expired, signed out everywhere, disabled), said once.
  const [sessionEnded] = useState(readSignedOutReason);
  useEffect(() => clearSignedOutReason(), []);
  // An accepted invitation (or any link) may name the address to sign in with: ?email=.
  const [searchParams] = useSearchParams();
  const { field, handleSubmit } = useValidatedForm(
    { email: searchParams.get('email') ?? '', password: '' },
    (values) => ({
      email: emailProblem(values.email),
      password: enteredPasswordProblem(values.password),
    }),
  );

  // Someone already signed in has nothing to do here, unless they followed a confirmation link.
  if (arrivedSignedIn && signedIn && !confirmation) return <Navigate to="/home" replace />;

  const attempt = (call: Promise<LoginResponse>, email = '') => {
    setFailure(null);
    call.then(finishSignIn, (error: unknown) => setFailure({ ...callFailure(error), email }));
  };

  const busy = signingIn || signingInWithGoogle;
  const googleClientId = publicSettings?.googleClientId;

  return (
    <AuthPage title="Sign in to LeadSignal" wording={wording ?? ''}>
      {confirmation && <ConfirmationMessage confirmation={confirmation} />}
      {sessionEnded && !failure && !confirmation && (
        <Notice variant="info" role="status">
          {sessionEnded}
        </Notice>
      )}
      {failure &&
        (failure.status === 403 && failure.email ? (
          <UnconfirmedPanel reason={failure.reason} email={failure.email} />
        ) : (
          <FailurePanel title="Sign-in failed" reason={failure.reason}>
            {failure.status === 401 && (
              <p className="mb-0 mt-2">
                Check your e-mail and password and try again, or <Link to="/forgotpassword">reset your password</Link>.
              </p>
            )}
          </FailurePanel>
        ))}
      <Form
        noValidate
        aria-label="Sign in"
        onSubmit={handleSubmit(({ email, password }) => attempt(login({ email, password }).unwrap(), email))}
      >
        <TextField label="Email" type="email" autoComplete="email" autoFocus {...field('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
        <div className="d-flex align-items-center justify-content-between gap-3 mb-3">
          <Button type="submit" disabled={busy}>
            {signingIn ? 'Signing in...' : 'Sign in'}
          </Button>
          <Link to="/forgotpassword">Forgot your password?</Link>
        </div>
      </Form>
      {googleClientId && (
        <div className="border-top pt-3 mb-3">
          <p className="small text-secondary mb-2">Or use your Google account</p>
          <GoogleSignInButton
            clientId={googleClientId}
            onCredential={(idToken) => attempt(loginWithGoogle({ idToken }).unwrap())}
          />
        </div>
      )}
      <p className="mb-0">
        New to LeadSignal? <Link to="/signup">Create an account</Link>
      </p>
    </AuthPage>
  );
}
