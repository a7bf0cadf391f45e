// @leadsignal/notifications: Notifications: the one writer of the notifications table and the reads of a user's unread count and list.
export {};
