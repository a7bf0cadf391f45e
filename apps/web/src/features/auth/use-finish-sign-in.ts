// What happens once the server accepts a sign-in, with a password or with Google.
import type { LoginResponse } from '@leadsignal/contracts';
import { useLocation, useNavigate } from 'react-router-dom';
import { startSession } from '../../lib/base-api';
import { useAppDispatch } from '../../stores/hooks';

/** The page RequireAuth turned the visitor away from (state.from), as a path to return to. */
export function returnPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = (state as { from: unknown }).from;
  if (typeof from !== 'object' || from === null) return null;
  const { pathname, search, hash } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
  if (typeof pathname !== 'string' || !pathname.startsWith('/')) return null;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

export function useFinishSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  return (response: LoginResponse) => {
    startSession(dispatch, { accessToken: response.accessToken, user: response.user });
    // A demanded password change comes before anything else, including the page the user was after.
    const next = response.mustChangePassword ? '/changepasswordrequired' : (returnPath(location.state) ?? '/home');
    navigate(next, { replace: true });
  };
}
