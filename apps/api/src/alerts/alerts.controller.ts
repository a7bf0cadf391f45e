import { Controller, HttpCode, Post } from '@nestjs/common';
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
import { RequirePermissions } from '../common/auth/access.decorators';
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

  @RequirePermissions(PERMISSIONS.alertsSearch)
  @Post('gettriggerevents')
  @HttpCode(200)
  search(
    @CurrentUser() user: AuthUser,
    @ZodBody(triggerEventsRequestSchema) criteria: AlertSearchCriteria,
    @RequestSignal() signal: AbortSignal,
  ): Promise<TriggerEventsResponse> {
    return this.alerts.search(user, criteria, signal);
  }

  @RequirePermissions(PERMISSIONS.alertsSearch)
  @Post('getById')
  @HttpCode(200)
  getById(@CurrentUser() user: AuthUser, @ZodBody(idRequestSchema) body: IdRequest): Promise<TriggerEventDetail> {
    return this.alerts.getById(user, body.id);
  }

  @RequirePermissions(PERMISSIONS.alertsReveal)
  @Post('getEmail')
  @HttpCode(200)
  async getEmail(
    @CurrentUser() user: AuthUser,
    @ZodBody(idRequestSchema) body: IdRequest,
  ): Promise<RevealEmailResponse> {
    const revealed = await this.reveals.reveal(ALERTS_KIND, user, body.id);
    return {
      data: revealed.email,
      isCreditDeducted: revealed.isCreditDeducted,
      monthlyAvailableCredit: revealed.balance,
    };
  }
}
