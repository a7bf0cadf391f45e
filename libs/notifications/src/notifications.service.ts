// A user's notifications: list, mark read and the unread count (saved-search monitoring writes them with
// NotificationsRepository.insert in its own transaction).
import { Injectable } from '@nestjs/common';
import type { ListNotificationsQuery, MarkNotificationsReadResponse, NotificationPage } from '@leadsignal/contracts';
import type { UserRef } from '@leadsignal/server-core';
import { NotificationsRepository } from './notifications.repository';

@Injectable()
export class NotificationsService {
  constructor(private readonly repository: NotificationsRepository) {}

  async list(user: UserRef, query: ListNotificationsQuery): Promise<NotificationPage> {
    const { rows, totalCount, unreadCount } = await this.repository.page(user.id, query.page, query.pageSize);
    return { items: rows, totalCount, unreadCount };
  }

  /** Other users' ids and ids already read are left as they are and not counted. */
  async markRead(user: UserRef, ids: string[]): Promise<MarkNotificationsReadResponse> {
    const markedCount = await this.repository.markRead(user.id, ids);
    return { markedCount, unreadCount: await this.repository.countUnread(user.id) };
  }

  /** Unread notifications of the user (the shell's badge count). */
  unreadCount(userId: string): Promise<number> {
    return this.repository.countUnread(userId);
  }
}
