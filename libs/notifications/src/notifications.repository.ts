// SQL of the in-app notifications, the one place the notifications table is written; every read and
// change is scoped to the owner.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Notification } from '@leadsignal/contracts';
import { isoTime, queryRows, type Queryable } from '@leadsignal/server-core';

/** A notification to write: what happened, for whom, and where it leads. */
export interface NewNotification {
  userId: string;
  savedSearchId: string | null;
  kind: string;
  title: string;
  itemCount: number;
  link: string | null;
}

@Injectable()
export class NotificationsRepository {
  constructor(@Inject(DataSource) private readonly db: Queryable) {}

  /** The same statements inside a transaction (`dataSource.transaction(m => notifications.in(m)…)`). */
  in(db: Queryable): NotificationsRepository {
    return new NotificationsRepository(db);
  }

  async insert(notification: NewNotification): Promise<void> {
    await this.db.query(
      `INSERT INTO notifications (user_id, saved_search_id, kind, title, item_count, link) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        notification.userId,
        notification.savedSearchId,
        notification.kind,
        notification.title,
        notification.itemCount,
        notification.link,
      ],
    );
  }

  /** One page, newest first, with the total and the unread count of all pages. */
  async page(
    userId: string,
    page: number,
    pageSize: number,
  ): Promise<{ rows: Notification[]; totalCount: number; unreadCount: number }> {
    const [rows, [counts]] = await Promise.all([
      queryRows<Notification>(
        this.db,
        `SELECT id, kind, title, item_count AS "itemCount", link, saved_search_id AS "savedSearchId",
                read_at IS NOT NULL AS "isRead", ${isoTime('created_at')} AS "createdOn"
         FROM notifications WHERE user_id = $1
         ORDER BY created_at DESC, id DESC
         LIMIT $2 OFFSET $3`,
        [userId, pageSize, (page - 1) * pageSize],
      ),
      queryRows<{ total: number; unread: number }>(
        this.db,
        `SELECT count(*)::int AS total, (count(*) FILTER (WHERE read_at IS NULL))::int AS unread
         FROM notifications WHERE user_id = $1`,
        [userId],
      ),
    ]);
    return { rows, totalCount: counts.total, unreadCount: counts.unread };
  }

  /** Marks the owner's unread notifications among `ids` read; another user's ids match nothing. */
  async markRead(userId: string, ids: string[]): Promise<number> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      `UPDATE notifications SET read_at = now()
       WHERE user_id = $1 AND id = ANY($2::uuid[]) AND read_at IS NULL
       RETURNING id`,
      [userId, [...new Set(ids)]],
    );
    return rows.length;
  }

  /** The unread count: the badge in the shell (users/me) and the answer of markRead. */
  async countUnread(userId: string): Promise<number> {
    const [row] = await queryRows<{ unread: number }>(
      this.db,
      `SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL`,
      [userId],
    );
    return row.unread;
  }
}
