// One card of the home dashboard: a titled section with its loading, error and empty states said the same
// way everywhere.
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

export function DashboardCard({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  /** A link beside the title (e.g. "All downloads"). */
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <Card as="section" aria-labelledby={headingId} className="h-100" data-testid={id}>
      <Card.Body>
        <div className="d-flex align-items-baseline gap-2 mb-2">
          <Card.Title as="h2" id={headingId} className="h6 text-uppercase text-secondary mb-0 me-auto">
            {title}
          </Card.Title>
          {action}
        </div>
        {children}
      </Card.Body>
    </Card>
  );
}

export function CardLoading() {
  return (
    <p role="status" className="text-muted mb-0">
      Loading...
    </p>
  );
}

export function CardError({ what }: { what: string }) {
  return <p className="text-danger mb-0">{`The ${what} could not be loaded.`}</p>;
}

export function CardEmpty({ children }: { children: ReactNode }) {
  return <div className="text-muted home-empty">{children}</div>;
}
