// /welcome: after sign-up, the account waits for the confirmation link sent by e-mail.
import { Link, useLocation } from 'react-router-dom';
import { AuthPage } from '../components/AuthPage';

function signedUpEmail(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  const { email } = state as { email: unknown };
  return typeof email === 'string' && email ? email : null;
}

export function WelcomePage() {
  const email = signedUpEmail(useLocation().state);
  return (
    <AuthPage title="Check your e-mail">
      <p>
        Welcome to LeadSignal! We sent a link to {email ? <strong>{email}</strong> : 'your e-mail address'} to confirm
        your account. Open it to confirm your account, then sign in.
      </p>
      <p className="text-secondary small">
        Nothing arrived after a few minutes? Look in your spam folder. If you sign in before confirming, the sign-in
        page offers to send the link again.
      </p>
      <Link to="/login" className="btn btn-primary">
        Sign in
      </Link>
    </AuthPage>
  );
}
