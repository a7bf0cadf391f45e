import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Plans and payments: the plans on the pricing page, one order per checkout (pending until the payment
 * provider's signed event confirms it) and the provider's events already applied, so a redelivered event
 * cannot credit twice.
 */
export class Billing1763868000000 implements MigrationInterface {
  name = 'Billing1763868000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE plans (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL UNIQUE,
        description text NOT NULL DEFAULT '',
        price_cents integer NOT NULL CHECK (price_cents >= 0),
        currency text NOT NULL DEFAULT 'usd',
        credits integer NOT NULL CHECK (credits >= 0),
        download_limit integer NOT NULL CHECK (download_limit >= 0),
        is_active boolean NOT NULL DEFAULT true,
        sort_order integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        plan_id uuid NOT NULL REFERENCES plans(id),
        plan_name text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'expired')),
        amount_cents integer NOT NULL,
        currency text NOT NULL,
        credits integer NOT NULL,
        download_limit integer NOT NULL,
        checkout_session_id text UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz
      )`);
    await q.query(`CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE payment_events (
        event_id text PRIMARY KEY,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payment_events`);
    await q.query(`DROP TABLE orders`);
    await q.query(`DROP TABLE plans`);
  }
}
