// /resetpasswordsuccess: the new password is set and every other session was signed out.
import { Link } from 'react-router-dom';
import { AuthPage } from '../components/AuthPage';

export function ResetPasswordSuccessPage() {
  return (
    <AuthPage title="Your password has been changed">
      <p>Sign in with your new password. For your security, every other session of your account was signed out.</p>
      <Link to="/login" className="btn btn-primary">
        Sign in
      </Link>
    </AuthPage>
  );
}
