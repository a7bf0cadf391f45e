// Bootstrap's alert markup without react-bootstrap's Alert, whose fade transition would add to the sign-in
// pages' first load (docs/performance.md). These notices are never dismissed, so the markup is all they need.
import type { ReactNode } from 'react';

interface NoticeProps {
  variant: 'info' | 'success' | 'warning' | 'danger';
  /** 'alert' (the default, as Bootstrap's Alert) is announced at once; 'status' politely. */
  role?: 'alert' | 'status';
  children: ReactNode;
}

export function Notice({ variant, role = 'alert', children }: NoticeProps) {
  return (
    <div className={`alert alert-${variant}`} role={role}>
      {children}
    </div>
  );
}

export function NoticeHeading({ children }: { children: ReactNode }) {
  return <h2 className="alert-heading h6">{children}</h2>;
}
