// SQL of the in-app notifications; every statement is scoped to the owner.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { queryRows } from '@leadsignal/server-core';

export interface NotificationRow {
  id: string;
  kind: string;
  title: string;
  itemCount: number;
  link: string | null;
  savedSearchId: string | null;
  readAt: Date | null;
  createdAt: Date;
}

@Injectable()
export class NotificationsRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** One page, newest first, with the total and the unread count of all pages. */
  async page(
    userId: string,
    page: number,
    pageSize: number,
  ): Promise<{ rows: NotificationRow[]; totalCount: number; unreadCount: number }> {
    const [rows, [counts]] = await Promise.all([
      queryRows<NotificationRow>(
        this.dataSource,
        `SELECT id, kind, title, item_count AS "itemCount", link, saved_search_id AS "savedSearchId",
                read_at AS "readAt", created_at AS "createdAt"
         FROM notifications WHERE user_id = $1
         ORDER BY created_at DESC, id DESC
         LIMIT $2 OFFSET $3`,
        [userId, pageSize, (page - 1) * pageSize],
      ),
      queryRows<{ total: number; unread: number }>(
        this.dataSource,
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
      this.dataSource,
      `UPDATE notifications SET read_at = now()
       WHERE user_id = $1 AND id = ANY($2::uuid[]) AND read_at IS NULL
       RETURNING id`,
      [userId, [...new Set(ids)]],
    );
    return rows.length;
  }

  async countUnread(userId: string): Promise<number> {
    const [row] = await queryRows<{ unread: number }>(
      this.dataSource,
      `SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL`,
      [userId],
    );
    return row.unread;
  }
}
