import { Controller, Delete, Get, Headers, HttpCode, Post, Put, Req } from '@nestjs/common';
import {
  PERMISSIONS,
  checkoutRequestSchema,
  createPlanSchema,
  updatePlanSchema,
  type AdminPlan,
  type CheckoutRequest,
  type CreatePlan,
  type UpdatePlan,
  type CheckoutResponse,
  type Order,
  type Plan,
} from '@leadsignal/contracts';
import type { Request } from 'express';
import { PostCall, Public, RequirePermissions } from '../common/auth/access.decorators';
import { CurrentUser, type AuthUser } from '../common/auth/current-user.decorator';
import { IdParam, ZodBody } from '../common/validation/zod.pipe';
import { BillingService } from '@leadsignal/billing';

@Controller()
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @Public()
  @Get('pricing/plans')
  plans(): Promise<Plan[]> {
    return this.billing.plans();
  }

  @RequirePermissions(PERMISSIONS.adminPlans)
  @Get('plans')
  allPlans(): Promise<AdminPlan[]> {
    return this.billing.allPlans();
  }

  @RequirePermissions(PERMISSIONS.adminPlans)
  @Post('plans')
  @HttpCode(201)
  createPlan(@ZodBody(createPlanSchema) body: CreatePlan): Promise<AdminPlan> {
    return this.billing.createPlan(body);
  }

  @RequirePermissions(PERMISSIONS.adminPlans)
  @Put('plans/:id')
  updatePlan(
    @IdParam('id', 'The plan was not found.') id: string,
    @ZodBody(updatePlanSchema) body: UpdatePlan,
  ): Promise<AdminPlan> {
    return this.billing.updatePlan(id, body);
  }

  /** Deletes a plan nobody ordered (409 for one with orders: deactivate it instead). */
  @RequirePermissions(PERMISSIONS.adminPlans)
  @Delete('plans/:id')
  @HttpCode(200)
  deletePlan(@IdParam('id', 'The plan was not found.') id: string): Promise<{ id: string }> {
    return this.billing.deletePlan(id);
  }

  @PostCall('payment/checkout', PERMISSIONS.billing)
  checkout(
    @CurrentUser() user: AuthUser,
    @ZodBody(checkoutRequestSchema) body: CheckoutRequest,
  ): Promise<CheckoutResponse> {
    return this.billing.checkout(user, body.planId);
  }

  @RequirePermissions(PERMISSIONS.billing)
  @Get('payment/orders')
  orders(@CurrentUser() user: AuthUser): Promise<Order[]> {
    return this.billing.orders(user.id);
  }

  /** One of the caller's own orders (404 for an unknown id or someone else's). */
  @RequirePermissions(PERMISSIONS.billing)
  @Get('payment/orders/:id')
  order(@CurrentUser() user: AuthUser, @IdParam('id', 'The order was not found.') id: string): Promise<Order> {
    return this.billing.order(user.id, id);
  }

  /** The provider's events; the signature over the exact bytes is the authentication. */
  @Public()
  @Post('payment/webhook')
  @HttpCode(200)
  async webhook(
    @Req() request: Request & { rawBody?: Buffer },
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    await this.billing.webhook(request.rawBody, signature);
    return { received: true };
  }
}
