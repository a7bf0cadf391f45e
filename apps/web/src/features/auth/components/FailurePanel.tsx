import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';

/** A refused call explained on the page (Bootstrap's Alert carries role="alert", so it is announced). */
export function FailurePanel({ title, reason, children }: { title: string; reason: string; children?: ReactNode }) {
  return (
    <Alert variant="danger">
      <Alert.Heading as="h2" className="h6">
        {title}
      </Alert.Heading>
      <p className="mb-0">{reason}</p>
      {children}
    </Alert>
  );
}
