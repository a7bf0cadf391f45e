// The latest notifications on /home: unread ones stand out; one that names a page the user may open links
// to it (opening it marks it read, as in the header's menu).
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../stores/hooks';
import { selectAllowedPermissions } from '../../../stores/session-slice';
import { useGetNotificationsQuery, useMarkNotificationsReadMutation } from '../../notifications';
import { timeAgo } from '../../../lib/format';
import { canOpen } from '../kinds';
import { CardEmpty, CardError, CardLoading, DashboardCard } from './DashboardCard';
import { itemsOf } from '../../../lib/paged';

export const HOME_NOTIFICATIONS = 5;

export function NotificationsCard() {
  const permissions = useAppSelector(selectAllowedPermissions);
  const { data, isLoading, isError } = useGetNotificationsQuery(
    { page: 1, pageSize: HOME_NOTIFICATIONS },
    { refetchOnMountOrArgChange: true },
  );
  const [markRead] = useMarkNotificationsReadMutation();
  const items = itemsOf(data);

  let body;
  if (isLoading) body = <CardLoading />;
  else if (isError || !items) body = <CardError what="notifications" />;
  else if (!items.length)
    body = <CardEmpty>No notifications yet. Monitored searches tell you here when new matches arrive.</CardEmpty>;
  else
    body = (
      <ul className="list-unstyled mb-0">
        {items.map((item) => {
          const title = (
            <>
              {!item.isRead && <span className="visually-hidden">Unread: </span>}
              {item.title}
            </>
          );
          return (
            <li
              key={item.id}
              className={`py-1 border-top ${item.isRead ? '' : 'fw-semibold'}`}
              data-testid="home-notification"
            >
              {canOpen(item.link, permissions) ? (
                <Link to={item.link} onClick={() => !item.isRead && void markRead([item.id])}>
                  {title}
                </Link>
              ) : (
                <span>{title}</span>
              )}
              <span className="d-block small text-muted fw-normal">{timeAgo(item.createdOn)}</span>
            </li>
          );
        })}
      </ul>
    );

  return (
    <DashboardCard id="home-notifications" title="Latest notifications">
      {body}
    </DashboardCard>
  );
}
