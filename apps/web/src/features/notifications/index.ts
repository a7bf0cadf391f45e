// What other features use of notifications: the list and mark-read calls (/home's latest notifications card).
export { useGetNotificationsQuery, useMarkNotificationsReadMutation } from './api';
