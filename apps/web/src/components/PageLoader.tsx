import Spinner from 'react-bootstrap/Spinner';

/** Shown while a lazily loaded page arrives (spec §9: "Loading..."). */
export function PageLoader() {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>Loading...</span>
    </div>
  );
}
