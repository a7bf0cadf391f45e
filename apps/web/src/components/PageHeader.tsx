// A page's (or a section's) heading with its main action beside it: "Users" and Invite user.
import type { ReactNode } from 'react';

export function PageHeader({
  id,
  title,
  children,
  level = 1,
}: {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: ReactNode;
  /** The actions beside the heading. */
  children?: ReactNode;
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
      <Heading id={id} className={`${level === 1 ? 'h3' : 'h4'} mb-0`}>
        {title}
      </Heading>
      {children}
    </div>
  );
}
