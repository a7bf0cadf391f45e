import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invitations (docs/admin.md, Invite): an admin creates the account without a password and mails a one-time
 * link; opening it sets the password and confirms the address. The link's token is an auth_tokens row like
 * the confirmation and reset links, with its own purpose.
 */
export class InviteTokens1763896100000 implements MigrationInterface {
  name = 'InviteTokens1763896100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE auth_tokens DROP CONSTRAINT IF EXISTS auth_tokens_purpose_check`);
    await q.query(
      `ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_purpose_check
         CHECK (purpose IN ('confirm_email', 'reset_password', 'invite'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM auth_tokens WHERE purpose = 'invite'`);
    await q.query(`ALTER TABLE auth_tokens DROP CONSTRAINT IF EXISTS auth_tokens_purpose_check`);
    await q.query(
      `ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_purpose_check
         CHECK (purpose IN ('confirm_email', 'reset_password'))`,
    );
  }
}
