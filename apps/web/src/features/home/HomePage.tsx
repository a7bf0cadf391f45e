// The signed-in start page: a welcome and the product areas this user's permissions open.
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { ADMIN_AREAS, allowedAreas, PRODUCT_AREAS, type ProductArea } from '../../config/navigation';
import { useAppSelector } from '../../stores/hooks';
import { selectAllowedPermissions, selectCurrentUser } from '../../stores/session-slice';

function AreaCards({ areas }: { areas: ProductArea[] }) {
  return (
    <Row xs={1} md={2} xl={3} className="g-3">
      {areas.map((area) => (
        <Col key={area.path}>
          <Card className="h-100">
            <Card.Body className="d-flex flex-column">
              <Card.Title as="h3" className="h5">
                {area.label}
              </Card.Title>
              <Card.Text className="flex-grow-1">{area.description}</Card.Text>
              <Link to={area.path} className="btn btn-outline-primary align-self-start">
                Open {area.label}
              </Link>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

export function HomePage() {
  const user = useAppSelector(selectCurrentUser);
  const allowedPermissions = useAppSelector(selectAllowedPermissions);
  const areas = allowedAreas(PRODUCT_AREAS, allowedPermissions);
  const adminAreas = allowedAreas(ADMIN_AREAS, allowedPermissions);

  return (
    <div className="home-page">
      <h1 className="h3">{user ? `Welcome, ${user.fullName}` : 'Welcome'}</h1>
      <p className="text-secondary">
        Find companies showing buying signals, the people to contact there, and export them for your team.
      </p>
      <section aria-labelledby="home-areas-heading" className="mb-4">
        <h2 id="home-areas-heading" className="h5">
          Your workspace
        </h2>
        <AreaCards areas={areas} />
      </section>
      {adminAreas.length > 0 && (
        <section aria-labelledby="home-admin-heading">
          <h2 id="home-admin-heading" className="h5">
            Administration
          </h2>
          <AreaCards areas={adminAreas} />
        </section>
      )}
    </div>
  );
}
