// Monitored searches on /home, each with how many new matches arrived since the user's last visit. The visit
// is recorded first (POST home/visit), then the counts are read from it.
import { MANIFESTS, type MonitoredSearchSummary } from '@leadsignal/contracts';
import { useEffect } from 'react';
import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../stores/hooks';
import { selectAllowedPermissions } from '../../../stores/session-slice';
import { useGetMonitoredSearchesQuery, useRecordHomeVisitMutation } from '../api';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { canOpen, manifestOf } from '../kinds';
import { CardEmpty, CardError, CardLoading, DashboardCard } from './DashboardCard';

function newMatchesText(count: number | null): string {
  if (count === null) return 'not counted';
  return count === 0 ? 'nothing new' : `${formatNumber(count)} new`;
}

export function MonitoredSearchesCard() {
  const permissions = useAppSelector(selectAllowedPermissions);
  const [recordVisit, visit] = useRecordHomeVisitMutation();
  useEffect(() => {
    void recordVisit();
  }, [recordVisit]);
  const visited = visit.isSuccess || visit.isError;
  const { data, isLoading, isError } = useGetMonitoredSearchesQuery(undefined, {
    skip: !visited,
    refetchOnMountOrArgChange: true,
  });
  const manageLinks = MANIFESTS.filter((manifest) => permissions.includes(manifest.permissions.save)).map(
    ({ routes, labels }) => ({ path: routes.savedSearches, label: labels.savedSearchesLink }),
  );
  const searches: MonitoredSearchSummary[] | null = Array.isArray(data?.searches) ? data.searches : null;

  let body;
  if (!visited || isLoading) body = <CardLoading />;
  else if (isError || !data || !searches) body = <CardError what="monitored searches" />;
  else if (!searches.length)
    body = (
      <CardEmpty>
        <p className="mb-1">You are not monitoring any saved search yet.</p>
        {manageLinks.length > 0 && (
          <p className="mb-0 small">
            Turn monitoring on in{' '}
            {manageLinks.map((page, index) => (
              <span key={page.path}>
                {index > 0 && (index === manageLinks.length - 1 ? ' or ' : ', ')}
                <Link to={page.path}>{page.label.toLowerCase()}</Link>
              </span>
            ))}
            .
          </p>
        )}
      </CardEmpty>
    );
  else
    body = (
      <>
        <p className="small text-muted mb-2" data-testid="home-visit-since">
          {data.hasPreviousVisit
            ? `New since your last visit (${formatDateTime(data.since)})`
            : 'New in the last 7 days (your first visit)'}
        </p>
        <ul className="list-unstyled mb-0">
          {searches.map((search) => (
            <li
              key={search.id}
              className="d-flex align-items-center gap-2 py-1 border-top"
              data-testid="home-monitored"
            >
              <span className="me-auto text-break">
                {canOpen(search.link, permissions) ? <Link to={search.link}>{search.name}</Link> : search.name}
                <span className="d-block small text-muted">{manifestOf(search.kind)?.labels.area ?? search.kind}</span>
              </span>
              <Badge
                bg={search.newMatches ? 'primary' : 'light'}
                text={search.newMatches ? undefined : 'dark'}
                className="text-nowrap"
              >
                {newMatchesText(search.newMatches)}
              </Badge>
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <DashboardCard id="home-monitored-searches" title="Monitored searches">
      {body}
    </DashboardCard>
  );
}
