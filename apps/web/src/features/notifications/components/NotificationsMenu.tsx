// The notification count in the shell's header, as a menu of the latest notifications: opening one
// marks it read and goes to its search (/alerts?ssid=…). The count refreshes every minute while the tab
// is in view, so monitoring results show up without a reload.
import type { Notification } from '@leadsignal/contracts';
import { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useNavigate } from 'react-router-dom';
import { NotificationCountBadge } from '../../../components/Badges';
import { useAppSelector } from '../../../stores/hooks';
import { selectAccessToken } from '../../../stores/session-slice';
import { useGetNotificationsQuery, useMarkNotificationsReadMutation } from '../api';
import { timeAgo } from '../../../lib/format';
import { itemsOf } from '../../../lib/paged';

export const LATEST_COUNT = 10;
const POLL_MS = 60_000;

// A plain button as the toggle, so the badge keeps its look and the count stays readable.
// The toggle's own classes are kept beside the dropdown-toggle class react-bootstrap passes in.
const CountToggle = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function CountToggle(
  { className, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      className={`btn btn-link p-0 text-reset text-decoration-none ${className ?? ''}`.trim()}
      {...props}
    />
  );
});

export function NotificationsMenu({ count }: { count: number }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const accessToken = useAppSelector(selectAccessToken);
  const { data, isFetching, isError } = useGetNotificationsQuery(
    { page: 1, pageSize: LATEST_COUNT },
    // Skipped once signed out, so the cache that sign-out cleared is not filled again.
    { skip: !accessToken, pollingInterval: POLL_MS, skipPollingIfUnfocused: true, refetchOnMountOrArgChange: true },
  );
  const [markRead] = useMarkNotificationsReadMutation();
  const items = itemsOf(data) ?? [];
  const unreadShown = items.filter((item) => !item.isRead).map((item) => item.id);

  const openNotification = (notification: Notification) => {
    if (!notification.isRead) void markRead([notification.id]);
    if (notification.link) navigate(notification.link);
  };

  return (
    <Dropdown show={open} align="end" onToggle={(next) => setOpen(next)} className="notifications-menu">
      <Dropdown.Toggle as={CountToggle} id="notifications-menu-toggle" aria-label={`Notifications, ${count} unread`}>
        <NotificationCountBadge count={count} />
      </Dropdown.Toggle>
      <Dropdown.Menu style={{ minWidth: '22rem', maxHeight: '26rem', overflowY: 'auto' }}>
        <Dropdown.Header>Latest notifications</Dropdown.Header>
        {isFetching && items.length === 0 && <Dropdown.ItemText>Loading...</Dropdown.ItemText>}
        {!isFetching && items.length === 0 && (
          <Dropdown.ItemText className="text-muted">
            {isError ? 'The notifications could not be loaded.' : 'No notifications yet.'}
          </Dropdown.ItemText>
        )}
        {items.map((notification) => (
          <Dropdown.Item
            key={notification.id}
            as="button"
            className={notification.isRead ? 'text-muted' : 'fw-semibold'}
            onClick={() => openNotification(notification)}
          >
            <span className="d-block text-wrap">
              {!notification.isRead && <span className="visually-hidden">Unread: </span>}
              {notification.title}
            </span>
            <small className="text-muted fw-normal">{timeAgo(notification.createdOn)}</small>
          </Dropdown.Item>
        ))}
        {unreadShown.length > 0 && (
          <>
            <Dropdown.Divider />
            <Dropdown.Item as="button" onClick={() => void markRead(unreadShown)}>
              Mark all as read
            </Dropdown.Item>
          </>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}
