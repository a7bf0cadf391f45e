// /changepasswordrequired: a public-layout page for a signed-in user whose password must be changed
// (an admin's demand, see mustChangePassword) before anything else opens.
import Button from 'react-bootstrap/Button';
import { Navigate, useNavigate } from 'react-router-dom';
import { endSession } from '../../../lib/base-api';
import { useAppDispatch, useAppSelector } from '../../../stores/hooks';
import { selectAccessToken } from '../../../stores/session-slice';
import { AuthPage } from '../components/AuthPage';
import { ChangePasswordForm } from '../components/ChangePasswordForm';

export function ChangePasswordRequiredPage() {
  const accessToken = useAppSelector(selectAccessToken);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  if (!accessToken) return <Navigate to="/login" replace />;

  const signOut = () => {
    endSession(dispatch);
    navigate('/login', { replace: true });
  };

  return (
    <AuthPage title="Change your password">
      <p>Your password must be changed before you continue. Choose a new one that you have not used here before.</p>
      <ChangePasswordForm onChanged={() => navigate('/home', { replace: true })} />
      <p className="mb-0 mt-3">
        <Button variant="link" className="p-0" onClick={signOut}>
          Sign out instead
        </Button>
      </p>
    </AuthPage>
  );
}
