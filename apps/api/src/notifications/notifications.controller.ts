// GET notifications (paged) and POST notifications/markRead (ARCHITECTURE §3).
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  listNotificationsQuerySchema,
  markNotificationsReadSchema,
  type ListNotificationsQuery,
  type MarkNotificationsReadRequest,
} from '@leadsignal/contracts';
import { SignedIn } from '../common/auth/access.decorators';
import { CurrentUser, type AuthUser } from '../common/auth/current-user.decorator';
import { ZodBody, ZodQuery } from '../common/validation/zod.pipe';
import { NotificationsService } from '@leadsignal/notifications';

@Controller('notifications')
@SignedIn()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  list(@CurrentUser() user: AuthUser, @ZodQuery(listNotificationsQuerySchema) query: ListNotificationsQuery) {
    return this.notifications.list(user, query);
  }

  @Post('markRead')
  @HttpCode(200)
  markRead(@CurrentUser() user: AuthUser, @ZodBody(markNotificationsReadSchema) body: MarkNotificationsReadRequest) {
    return this.notifications.markRead(user, body.ids);
  }
}
