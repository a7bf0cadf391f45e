// What a signed-in user sees on a page their permissions do not open: a plain answer instead of an empty
// table and a "no permission" toast from every call the page would make.
import { PERMISSION_DESCRIPTIONS } from '@leadsignal/contracts';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { anyOf, type PermissionRequirement } from '../lib/permission-requirement';

export const ACCESS_DENIED_TITLE = "You don't have access to this page";

export function AccessDeniedPage({ permission }: { permission: PermissionRequirement }) {
  const permissions = anyOf(permission);
  return (
    <div className="status-page">
      <h1 id="access-denied-title" className="h3">
        {ACCESS_DENIED_TITLE}
      </h1>
      <p>
        It needs {permissions.length > 1 ? 'one of the permissions' : 'the permission'}{' '}
        {permissions.map((name, index) => (
          <Fragment key={name}>
            {index > 0 && ' or '}
            to {PERMISSION_DESCRIPTIONS[name].toLowerCase()} (<code>{name}</code>)
          </Fragment>
        ))}
        , which your role does not include. Ask an administrator if you need it.
      </p>
      <Link to="/home" className="btn btn-primary">
        Go to the home page
      </Link>
    </div>
  );
}
