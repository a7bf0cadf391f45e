// The signed-in start page (docs/home.md): a dashboard of credits (left, renewal, 30-day usage by kind),
// monitored searches with their new matches since the last visit, the latest notifications, recent
// downloads and the default alert search's trigger events per week; then the product areas this user's
// permissions open. Cards the user has no permission for are left out.
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { ADMIN_AREAS, allowedAreas, PRODUCT_AREAS, type ProductArea } from '../../config/navigation';
import { useAppSelector } from '../../stores/hooks';
import { selectAllowedPermissions, selectCurrentUser } from '../../stores/session-slice';
import { CreditsCard } from './cards/CreditsCard';
import { DownloadsCard } from './cards/DownloadsCard';
import { MonitoredSearchesCard } from './cards/MonitoredSearchesCard';
import { NotificationsCard } from './cards/NotificationsCard';
import { TriggerTrendCard } from './cards/TriggerTrendCard';
import './home.css';

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
      <div className="home-dashboard mb-4">
        <div className="home-dashboard-credits">
          <CreditsCard />
        </div>
        <div className="home-dashboard-trend">
          <TriggerTrendCard />
        </div>
        <div className="home-dashboard-searches">
          <MonitoredSearchesCard />
        </div>
        <div className="home-dashboard-notifications">
          <NotificationsCard />
        </div>
        <div className="home-dashboard-downloads">
          <DownloadsCard />
        </div>
      </div>
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
