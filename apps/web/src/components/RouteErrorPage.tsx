// The router's error boundary: a page that failed to render or to load (e.g. a stale chunk after a deploy).
import { Link } from 'react-router-dom';

export function RouteErrorPage() {
  return (
    <main className="status-page">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Reload the page to try again; if it keeps happening, contact support.</p>
      <div className="d-flex gap-2 justify-content-center">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className="btn btn-outline-secondary">
          Go to the start page
        </Link>
      </div>
    </main>
  );
}
