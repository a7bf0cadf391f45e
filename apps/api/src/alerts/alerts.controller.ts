import { Controller } from '@nestjs/common';
import {
  PERMISSIONS,
  idRequestSchema,
  triggerEventsRequestSchema,
  type IdRequest,
  type RevealEmailResponse,
  type AlertSearchCriteria,
  type TriggerEventDetail,
  type TriggerEventsResponse,
} from '@leadsignal/contracts';
import { PostCall } from '../common/auth/access.decorators';
import { CurrentUser, type AuthUser } from '../common/auth/current-user.decorator';
import { RequestSignal } from '../common/http/request-signal.decorator';
import { ZodBody } from '../common/validation/zod.pipe';
import { AlertsService, RevealService } from '@leadsignal/records';
import { ALERTS_KIND } from '@leadsignal/search';

/** Trigger-event alerts (ARCHITECTURE §3, Alerts). Paths are the spec's, case included. */
@Controller('event')
export class AlertsController {
  constructor(
    private readonly alerts: AlertsService,
    private readonly reveals: RevealService,
  ) {}

  @PostCall('gettriggerevents', PERMISSIONS.alertsSearch)
  search(
    @CurrentUser() user: AuthUser,
    @ZodBody(triggerEventsRequestSchema) criteria: AlertSearchCriteria,
    @RequestSignal() signal: AbortSignal,
  ): Promise<TriggerEventsResponse> {
    return this.alerts.search(user, criteria, signal);
  }

  @PostCall('getById', PERMISSIONS.alertsSearch)
  getById(@CurrentUser() user: AuthUser, @ZodBody(idRequestSchema) body: IdRequest): Promise<TriggerEventDetail> {
    return this.alerts.getById(user, body.id);
  }

  @PostCall('getEmail', PERMISSIONS.alertsReveal)
  async getEmail(
    @CurrentUser() user: AuthUser,
    @ZodBody(idRequestSchema) body: IdRequest,
  ): Promise<RevealEmailResponse> {
    const revealed = await this.reveals.reveal(ALERTS_KIND, user, body.id);
    return {
      data: revealed.email,
      isCreditDeducted: revealed.isCreditDeducted,
      monthlyAvailableCredit: revealed.balance,
      paidBy: revealed.paidBy,
    };
  }
}
