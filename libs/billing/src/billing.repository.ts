// SQL for plans, orders and the payment provider's applied events.
import { Inject, Injectable } from '@nestjs/common';
import type { AdminPlan, CreatePlan, Order, OrderStatus, Plan, UpdatePlan } from '@leadsignal/contracts';
import { DataSource } from 'typeorm';
import { isUuid, queryRows, type Queryable } from '@leadsignal/server-core';
import type { PlanDefault } from './default-plans';

const PLAN_COLUMNS = `id, kind, name, description, price_cents AS "priceCents", currency, credits,
  download_limit AS "downloadLimit"`;

const ADMIN_PLAN_COLUMNS = `${PLAN_COLUMNS}, is_active AS "isActive", sort_order AS "sortOrder"`;

export interface OrderRecord {
  id: string;
  kind: 'pack' | 'subscription';
  planId: string | null;
  planName: string;
  userId: string;
  status: OrderStatus;
  credits: number;
  downloadLimit: number;
  amountCents: number;
  currency: string;
}

@Injectable()
export class BillingRepository {
  constructor(@Inject(DataSource) private readonly db: Queryable) {}

  in(db: Queryable): BillingRepository {
    return new BillingRepository(db);
  }

  activePlans(): Promise<Plan[]> {
    return queryRows<Plan>(
      this.db,
      `SELECT ${PLAN_COLUMNS} FROM plans WHERE is_active ORDER BY sort_order, price_cents, name`,
    );
  }

  async activePlan(id: string): Promise<Plan | null> {
    if (!isUuid(id)) return null;
    const [plan] = await queryRows<Plan>(this.db, `SELECT ${PLAN_COLUMNS} FROM plans WHERE id = $1 AND is_active`, [
      id,
    ]);
    return plan ?? null;
  }

  /** Every plan, hidden ones too, in pricing-page order (admin.plans). */
  allPlans(): Promise<AdminPlan[]> {
    return queryRows<AdminPlan>(
      this.db,
      `SELECT ${ADMIN_PLAN_COLUMNS} FROM plans ORDER BY sort_order, price_cents, name`,
    );
  }

  async createPlan(plan: CreatePlan): Promise<AdminPlan> {
    const [row] = await queryRows<AdminPlan>(
      this.db,
      `INSERT INTO plans (name, description, price_cents, currency, credits, download_limit, is_active, sort_order, kind)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${ADMIN_PLAN_COLUMNS}`,
      [
        plan.name,
        plan.description,
        plan.priceCents,
        plan.currency,
        plan.credits,
        plan.downloadLimit,
        plan.isActive,
        plan.sortOrder,
        plan.kind,
      ],
    );
    return row;
  }

  /**
   * Deletes a plan nobody ordered: 'ordered' when an order names it (orders keep their plan), 'not-found'
   * for an unknown id. An order placed at the same moment makes the DELETE fail on the foreign key instead.
   */
  async deletePlanWithoutOrders(id: string): Promise<'deleted' | 'ordered' | 'not-found'> {
    if (!isUuid(id)) return 'not-found';
    const deleted = await queryRows<{ id: string }>(
      this.db,
      `DELETE FROM plans p WHERE p.id = $1 AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.plan_id = p.id) RETURNING p.id`,
      [id],
    );
    if (deleted.length) return 'deleted';
    const exists = await queryRows(this.db, `SELECT 1 FROM plans WHERE id = $1`, [id]);
    return exists.length ? 'ordered' : 'not-found';
  }

  /** Applies the given fields; null for an unknown id. */
  async updatePlan(id: string, changes: UpdatePlan): Promise<AdminPlan | null> {
    if (!isUuid(id)) return null;
    const [row] = await queryRows<AdminPlan>(
      this.db,
      `UPDATE plans SET
         name = coalesce($2, name), description = coalesce($3, description),
         price_cents = coalesce($4, price_cents), currency = coalesce($5, currency),
         credits = coalesce($6, credits), download_limit = coalesce($7, download_limit),
         is_active = coalesce($8, is_active), sort_order = coalesce($9, sort_order),
         kind = coalesce($10, kind), updated_at = now()
       WHERE id = $1 RETURNING ${ADMIN_PLAN_COLUMNS}`,
      [
        id,
        changes.name ?? null,
        changes.description ?? null,
        changes.priceCents ?? null,
        changes.currency ?? null,
        changes.credits ?? null,
        changes.downloadLimit ?? null,
        changes.isActive ?? null,
        changes.sortOrder ?? null,
        changes.kind ?? null,
      ],
    );
    return row ?? null;
  }

  /** Inserts the plans whose name is not taken yet; answers the names inserted. */
  async insertDefaultsIfMissing(plans: readonly PlanDefault[]): Promise<string[]> {
    const rows = await queryRows<{ name: string }>(
      this.db,
      `INSERT INTO plans (name, description, price_cents, credits, download_limit, sort_order, kind)
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::int[], $6::int[], $7::text[])
       ON CONFLICT (name) DO NOTHING
       RETURNING name`,
      [
        plans.map((p) => p.name),
        plans.map((p) => p.description),
        plans.map((p) => p.priceCents),
        plans.map((p) => p.credits),
        plans.map((p) => p.downloadLimit),
        plans.map((p) => p.sortOrder),
        plans.map((p) => p.kind),
      ],
    );
    return rows.map((row) => row.name);
  }

  /** A pending order for this plan at its current price and grants. */
  async createOrder(userId: string, plan: Plan): Promise<string> {
    const [row] = await queryRows<{ id: string }>(
      this.db,
      `INSERT INTO orders (user_id, plan_id, plan_name, amount_cents, currency, credits, download_limit, kind)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [userId, plan.id, plan.name, plan.priceCents, plan.currency, plan.credits, plan.downloadLimit, plan.kind],
    );
    return row.id;
  }

  async attachCheckoutSession(orderId: string, sessionId: string): Promise<void> {
    await queryRows(this.db, `UPDATE orders SET checkout_session_id = $2 WHERE id = $1`, [orderId, sessionId]);
  }

  async deleteOrder(orderId: string): Promise<void> {
    await queryRows(this.db, `DELETE FROM orders WHERE id = $1 AND status = 'pending'`, [orderId]);
  }

  /** The order a checkout session belongs to, locked for the caller's transaction. */
  async lockOrderOfSession(sessionId: string, orderId: string | null): Promise<OrderRecord | null> {
    const [row] = await queryRows<OrderRecord>(
      this.db,
      `SELECT id, kind, plan_id AS "planId", plan_name AS "planName", user_id AS "userId", status, credits, download_limit AS "downloadLimit",
              amount_cents AS "amountCents", currency
       FROM orders WHERE checkout_session_id = $1 OR ($2::text IS NOT NULL AND id::text = $2)
       ORDER BY checkout_session_id = $1 DESC LIMIT 1 FOR UPDATE`,
      [sessionId, orderId],
    );
    return row ?? null;
  }

  async setOrderStatus(orderId: string, status: OrderStatus, sessionId: string): Promise<void> {
    await queryRows(
      this.db,
      `UPDATE orders SET status = $2, checkout_session_id = coalesce(checkout_session_id, $3),
              paid_at = CASE WHEN $2 = 'paid' THEN now() ELSE paid_at END
       WHERE id = $1`,
      [orderId, status, sessionId],
    );
  }

  async attachProviderSubscription(orderId: string, subscriptionId: string | null): Promise<void> {
    await queryRows(this.db, `UPDATE orders SET provider_subscription_id = $2 WHERE id = $1`, [
      orderId,
      subscriptionId,
    ]);
  }

  /** Records a provider event; false when it was recorded before (a redelivery). */
  async recordEvent(eventId: string, type: string): Promise<boolean> {
    const rows = await queryRows(
      this.db,
      `INSERT INTO payment_events (event_id, type) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id`,
      [eventId, type],
    );
    return rows.length === 1;
  }

  ordersOf(userId: string): Promise<Order[]> {
    return queryRows<Order>(
      this.db,
      `SELECT ${ORDER_FIELDS} FROM orders WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 100`,
      [userId],
    );
  }

  /** One of the user's orders; null for an unknown id or someone else's order. */
  async orderOf(userId: string, orderId: string): Promise<Order | null> {
    const [row] = await queryRows<Order>(this.db, `SELECT ${ORDER_FIELDS} FROM orders WHERE user_id = $1 AND id = $2`, [
      userId,
      orderId,
    ]);
    return row ?? null;
  }
}

/** The session id a test-mode checkout gives its order (billing.service.ts), which marks it a test order. */
export const TEST_SESSION_PREFIX = 'local-test:';

const ORDER_FIELDS = `id, kind, plan_name AS "planName", status, amount_cents AS "amountCents", currency, credits,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdOn",
  to_char(paid_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "paidOn",
  coalesce(checkout_session_id LIKE '${TEST_SESSION_PREFIX}%', false) AS "testMode"`;
