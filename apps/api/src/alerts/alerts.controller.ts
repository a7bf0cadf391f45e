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
import { AlertsService } from './alerts.service';

/** Trigger-event alerts (ARCHITECTURE §3, Alerts). Paths are the spec's, case included. */
@Controller('event')
export class AlertsController {
  constructor(private readonly alerts: AlertsService) {}

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
  getEmail(@CurrentUser() user: AuthUser, @ZodBody(idRequestSchema) body: IdRequest): Promise<RevealEmailResponse> {
    return this.alerts.revealEmail(user, body.id);
  }
}
