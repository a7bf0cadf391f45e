// What a signed-in user sees on a page their permissions do not open: a plain answer instead of an empty
// table and a "no permission" toast from every call the page would make.
import { PERMISSION_DESCRIPTIONS, type Permission } from '@leadsignal/contracts';
import { Link } from 'react-router-dom';

export const ACCESS_DENIED_TITLE = "You don't have access to this page";

export function AccessDeniedPage({ permission }: { permission: Permission }) {
  return (
    <div className="status-page">
      <h1 id="access-denied-title" className="h3">
        {ACCESS_DENIED_TITLE}
      </h1>
      <p>
        It needs the permission to {PERMISSION_DESCRIPTIONS[permission].toLowerCase()} (<code>{permission}</code>),
        which your role does not include. Ask an administrator if you need it.
      </p>
      <Link to="/home" className="btn btn-primary">
        Go to the home page
      </Link>
    </div>
  );
}
