// @leadsignal/notifications: in-app notifications — the one writer of the notifications table, and the reads
// of a user's notifications and unread count.
export * from './notifications.repository';
export * from './notifications.service';
export * from './notifications.module';
