// GET notifications (paged, newest first) and POST notifications/markRead (ARCHITECTURE §3).
import type { MarkNotificationsReadResponse, NotificationPage } from '@leadsignal/contracts';
import { baseApi } from '../../lib/base-api';
import { notificationCountSet } from '../../stores/shared-slice';

export interface NotificationsPageArgs {
  page: number;
  pageSize: number;
}

/** The shell's count follows every answer that carries the unread total. */
function countFrom(answer: unknown): number | null {
  const unread = (answer as { unreadCount?: unknown } | null)?.unreadCount;
  return typeof unread === 'number' ? unread : null;
}

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationPage, NotificationsPageArgs>({
      query: ({ page, pageSize }) => ({ url: 'notifications', params: { page, pageSize } }),
      providesTags: [{ type: 'Notifications', id: 'LIST' }],
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.then(
          ({ data }) => data,
          () => null,
        );
        const count = countFrom(answer);
        if (count !== null) dispatch(notificationCountSet(count));
      },
    }),
    markNotificationsRead: build.mutation<MarkNotificationsReadResponse, string[]>({
      query: (ids) => ({ url: 'notifications/markRead', method: 'POST', body: { ids } }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Notifications', id: 'LIST' }]),
      async onQueryStarted(_ids, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.then(
          ({ data }) => data,
          () => null,
        );
        const count = countFrom(answer);
        if (count !== null) dispatch(notificationCountSet(count));
      },
    }),
  }),
});

export const { useGetNotificationsQuery, useMarkNotificationsReadMutation } = notificationsApi;
