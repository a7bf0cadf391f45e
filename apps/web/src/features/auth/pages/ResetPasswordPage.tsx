// /resetpassword?token=…: choose a new password with the one-time token of the reset e-mail.
import { Link, useNavigate } from 'react-router-dom';
import { useResetPasswordMutation } from '../api';
import { NewPasswordPage } from '../components/NewPasswordPage';

const REQUEST_NEW_LINK = (
  <p className="mb-0 mt-2">
    <Link to="/forgotpassword">Request a new reset link</Link>
  </p>
);

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  return (
    <NewPasswordPage
      title="Choose a new password"
      incomplete={{
        title: 'This reset link is incomplete',
        reason:
          'The link has no reset token. Open the link from the e-mail exactly as it was sent, or request a new one.',
      }}
      failureTitle="Your password was not changed"
      newLink={REQUEST_NEW_LINK}
      labels={{ password: 'New password', confirmPassword: 'Confirm new password', submit: 'Set new password' }}
      save={(request) => resetPassword(request).unwrap()}
      saving={isLoading}
      onSaved={() => navigate('/resetpasswordsuccess', { replace: true })}
    />
  );
}
