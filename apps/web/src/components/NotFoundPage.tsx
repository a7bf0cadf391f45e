import { Link } from 'react-router-dom';
import { selectIsSignedIn } from '../stores/session-slice';
import { useAppSelector } from '../stores/hooks';

export function NotFoundPage() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <main className="status-page">
      <h1>Page not found</h1>
      <p>The address you followed does not match any page. It may have been mistyped or moved.</p>
      <Link to={signedIn ? '/home' : '/'} className="btn btn-primary">
        Go to the home page
      </Link>
    </main>
  );
}
