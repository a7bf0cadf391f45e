import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectAccessToken } from '../../stores/session-slice';
import { useAppSelector } from '../../stores/hooks';

/** Keeps signed-out visitors out of the signed-in shell; `state.from` lets the login page send them back. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const accessToken = useAppSelector(selectAccessToken);
  const location = useLocation();
  if (!accessToken) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}
