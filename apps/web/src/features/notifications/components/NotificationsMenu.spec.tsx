import type { Notification, NotificationPage } from '@leadsignal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { NotificationsMenu } from './NotificationsMenu';
import { jsonResponse, mockApi } from '../../../../test/api';
import { storeSession } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/render';

function notification(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: `0190a6c2-0000-7000-8000-${String(n).padStart(12, '0')}`,
    kind: 'saved-search-matches',
    title: `${n} new alerts for 'Search ${n}'`,
    itemCount: n,
    link: `/alerts?ssid=search-${n}`,
    savedSearchId: `search-${n}`,
    isRead: false,
    createdOn: new Date(Date.now() - n * 3_600_000).toISOString(),
    ...overrides,
  };
}

beforeEach(() => {
  localStorage.clear();
  storeSession();
});

describe('notifications menu', () => {
  it('shows the count, lists the latest on opening, and an opened one is marked read and followed', async () => {
    let page: NotificationPage = {
      items: [notification(1), notification(2, { isRead: true })],
      totalCount: 2,
      unreadCount: 1,
    };
    const api = mockApi({
      'GET notifications': () => jsonResponse(200, page),
      'POST notifications/markRead': () => {
        page = { ...page, items: page.items.map((n) => ({ ...n, isRead: true })), unreadCount: 0 };
        return jsonResponse(200, { markedCount: 1, unreadCount: 0 });
      },
    });
    const { router, store } = renderPage('/home', <NotificationsMenu count={1} />);
    expect(screen.getByText('Notifications').textContent).toBe('Notifications 1');
    await waitFor(() => expect(api.calls.map((c) => c.key)).toContain('GET notifications'));
    expect(api.calls.find((c) => c.key === 'GET notifications')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    const first = await screen.findByRole('button', { name: /1 new alerts for 'Search 1'/ });
    expect(first.textContent).toContain('Unread:');
    expect(screen.getByRole('button', { name: /2 new alerts for 'Search 2'/ }).textContent).not.toContain('Unread:');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeTruthy();

    fireEvent.click(first);
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/alerts?ssid=search-1'),
    );
    await waitFor(() => expect(api.bodiesOf('POST notifications/markRead')).toEqual([{ ids: [notification(1).id] }]));
    await waitFor(() => expect(store.getState().shared.notificationCount).toBe(0));
  });

  it('asks for the first page of 10 and follows the unread count it answers', async () => {
    const api = mockApi({ 'GET notifications': () => jsonResponse(200, { items: [], totalCount: 0, unreadCount: 4 }) });
    const { store } = renderPage('/home', <NotificationsMenu count={0} />);
    await waitFor(() => expect(store.getState().shared.notificationCount).toBe(4));
    expect(api.calls[0].key).toBe('GET notifications');

    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 0 unread' }));
    expect(await screen.findByText('No notifications yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('marks every unread one shown as read', async () => {
    const api = mockApi({
      'GET notifications': () =>
        jsonResponse(200, {
          items: [notification(1), notification(2), notification(3, { isRead: true })],
          totalCount: 3,
          unreadCount: 2,
        }),
      'POST notifications/markRead': () => jsonResponse(200, { markedCount: 2, unreadCount: 0 }),
    });
    renderPage('/home', <NotificationsMenu count={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(api.bodiesOf('POST notifications/markRead')).toEqual([{ ids: [notification(1).id, notification(2).id] }]),
    );
  });
});
