// /forgotpasswordsuccess: worded so it does not reveal whether the e-mail has an account.
import { Link } from 'react-router-dom';
import { AuthPage } from '../components/AuthPage';

export function ForgotPasswordSuccessPage() {
  return (
    <AuthPage title="Check your e-mail">
      <p>
        If an account exists for that e-mail, we sent a link to reset your password. The link works for one hour and
        only once.
      </p>
      <p className="text-secondary small">
        Nothing arrived? Look in your spam folder, or <Link to="/forgotpassword">request another link</Link>.
      </p>
      <Link to="/login" className="btn btn-primary">
        Back to sign in
      </Link>
    </AuthPage>
  );
}
