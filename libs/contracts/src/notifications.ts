// In-app notifications (the shell's count and list) and the monitoring job that writes them.
import { z } from 'zod';
import { idSchema } from './ids';

export const NOTIFICATION_KINDS = {
  /** Written by saved-search monitoring: "12 new alerts for 'Funding in Texas'". */
  savedSearchMatches: 'saved-search-matches',
  /** A member past 75 % or 100 % of their monthly cap, or a team's pool past 75 % or 100 % (docs/teams.md). */
  creditWarning: 'credit-warning',
} as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[keyof typeof NOTIFICATION_KINDS];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  itemCount: z.number().int(),
  /** An address inside the SPA, e.g. /alerts?ssid=<saved search id>. */
  link: z.string().nullable(),
  savedSearchId: z.string().nullable(),
  isRead: z.boolean(),
  createdOn: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_MAX_PAGE_SIZE = 100;

/** GET notifications?page=&pageSize= (newest first). */
export const listNotificationsQuerySchema = z.strictObject({
  page: z.coerce.number().int('page must be a whole number.').min(1, 'page must be at least 1.').default(1),
  pageSize: z.coerce
    .number()
    .int('pageSize must be a whole number.')
    .min(1, 'pageSize must be at least 1.')
    .max(NOTIFICATIONS_MAX_PAGE_SIZE, `pageSize must be at most ${NOTIFICATIONS_MAX_PAGE_SIZE}.`)
    .default(10),
});
export type ListNotificationsQuery = z.output<typeof listNotificationsQuerySchema>;

export interface NotificationPage {
  items: Notification[];
  totalCount: number;
  /** Unread notifications of the user in all pages: the shell's notificationCount. */
  unreadCount: number;
}

/** POST notifications/markRead. Ids that are not the caller's change nothing. */
export const markNotificationsReadSchema = z.strictObject({
  ids: z.array(idSchema('ids must be valid ids.')).min(1, 'ids must name at least one notification.').max(1000),
});
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadSchema>;

export interface MarkNotificationsReadResponse {
  /** How many of the caller's unread notifications this call marked read. */
  markedCount: number;
  unreadCount: number;
}

/** The job names of QUEUES.monitoring. */
export const MONITORING_JOBS = {
  /** One pass over every monitored saved search (added by the job scheduler, or by hand). */
  run: 'run-monitoring',
} as const;
