import Nav from 'react-bootstrap/Nav';
import { NavLink } from 'react-router-dom';
import { ADMIN_AREAS, allowedAreas, HOME_AREA, PRODUCT_AREAS, type ProductArea } from '../../config/navigation';

export const SIDEBAR_ID = 'app-sidebar';

function AreaLinks({ areas }: { areas: ProductArea[] }) {
  return (
    <Nav className="flex-column">
      {areas.map((area) => (
        <Nav.Link key={area.path} as={NavLink} to={area.path}>
          {area.label}
        </Nav.Link>
      ))}
    </Nav>
  );
}

export function Sidebar({ visible, allowedPermissions }: { visible: boolean; allowedPermissions: readonly string[] }) {
  const areas = [HOME_AREA, ...allowedAreas(PRODUCT_AREAS, allowedPermissions)];
  const adminAreas = allowedAreas(ADMIN_AREAS, allowedPermissions);
  return (
    <nav id={SIDEBAR_ID} className="app-sidebar" aria-label="Main navigation" hidden={!visible}>
      <AreaLinks areas={areas} />
      {adminAreas.length > 0 && (
        <section aria-labelledby="sidebar-admin-heading" className="mt-3">
          <h2 id="sidebar-admin-heading" className="app-sidebar-heading">
            Admin
          </h2>
          <AreaLinks areas={adminAreas} />
        </section>
      )}
    </nav>
  );
}
