import type { ReactNode } from 'react';
import { Notice, NoticeHeading } from './Notice';

/** A refused call explained on the page (role="alert", so it is announced). */
export function FailurePanel({ title, reason, children }: { title: string; reason: string; children?: ReactNode }) {
  return (
    <Notice variant="danger">
      <NoticeHeading>{title}</NoticeHeading>
      <p className="mb-0">{reason}</p>
      {children}
    </Notice>
  );
}
