import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Teams (docs/teams.md). Every user belongs to exactly one workspace, as owner, manager or member, with an
 * optional monthly cap. Each existing user gets a personal workspace whose id is their user id, so every row
 * keyed by a user keeps pointing at the right pool:
 * - credit_accounts is the workspace's pool (user_id renamed workspace_id; balances untouched);
 * - credit_ledger names the pool of each row (workspace_id = user_id for every row so far) beside the member
 *   (user_id) who spent or bought; a new 'team-transfer' kind moves a joining member's balance into the team's pool;
 * - viewed_items belong to the workspace (paid once per team); user_id stays: who revealed or downloaded first;
 * - lists and saved searches gain visibility (private | team) and team_access (view | edit).
 * A new user's AFTER INSERT trigger opens their personal workspace, membership (owner) and pool together, so every
 * user has all three whichever code inserted them. team_invitations hold invitations (pending, accepted, revoked).
 */
export class Workspaces1763930000000 implements MigrationInterface {
  name = 'Workspaces1763930000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE workspaces (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE workspace_members (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('owner', 'manager', 'member')),
        -- Credits the member may spend per calendar month (UTC); NULL = the whole pool.
        monthly_cap integer CHECK (monthly_cap >= 0),
        joined_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX workspace_members_workspace_idx ON workspace_members (workspace_id, role)`);
    await q.query(`
      INSERT INTO workspaces (id, name, created_at)
      SELECT id, left(coalesce(nullif(trim(first_name || ' ' || last_name), ''), email), 100), created_at FROM users`);
    await q.query(`INSERT INTO workspace_members (user_id, workspace_id, role, joined_at)
                   SELECT id, id, 'owner', created_at FROM users`);

    // The pool.
    await q.query(`ALTER TABLE credit_accounts DROP CONSTRAINT credit_accounts_user_id_fkey`);
    await q.query(`ALTER TABLE credit_accounts RENAME COLUMN user_id TO workspace_id`);
    await q.query(`ALTER TABLE credit_accounts ADD CONSTRAINT credit_accounts_workspace_id_fkey
                   FOREIGN KEY (workspace_id) REFERENCES workspaces(id) ON DELETE CASCADE`);
    await q.query(`DROP TRIGGER users_credit_account ON users`);
    await q.query(`DROP FUNCTION credit_accounts_open()`);
    await q.query(`
      CREATE FUNCTION workspace_open() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO workspaces (id, name)
        VALUES (NEW.id, left(coalesce(nullif(trim(NEW.first_name || ' ' || NEW.last_name), ''), NEW.email), 100))
        ON CONFLICT (id) DO NOTHING;
        INSERT INTO workspace_members (user_id, workspace_id, role) VALUES (NEW.id, NEW.id, 'owner')
        ON CONFLICT (user_id) DO NOTHING;
        INSERT INTO credit_accounts (workspace_id) VALUES (NEW.id) ON CONFLICT (workspace_id) DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER users_workspace AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION workspace_open()`,
    );

    // The ledger names the pool; the member stays in user_id.
    await q.query(`ALTER TABLE credit_ledger ADD COLUMN workspace_id uuid`);
    await q.query(`UPDATE credit_ledger SET workspace_id = user_id`);
    await q.query(`ALTER TABLE credit_ledger ALTER COLUMN workspace_id SET NOT NULL,
                   ADD CONSTRAINT credit_ledger_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES workspaces(id) ON DELETE CASCADE`);
    await q.query(`CREATE INDEX credit_ledger_workspace_seq_idx ON credit_ledger (workspace_id, seq DESC)`);
    await q.query(
      `CREATE INDEX credit_ledger_workspace_member_idx ON credit_ledger (workspace_id, user_id, created_at)`,
    );
    await q.query(`ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_kind_check`);
    await q.query(`ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_kind_check
                   CHECK (kind IN ('reveal', 'download', 'renewal', 'expiry', 'purchase', 'refund', 'admin-grant',
                                   'admin-revoke', 'opening', 'adjustment', 'team-transfer'))`);

    // Paid once per workspace.
    await q.query(`ALTER TABLE viewed_items ADD COLUMN workspace_id uuid`);
    await q.query(`UPDATE viewed_items SET workspace_id = user_id`);
    await q.query(`ALTER TABLE viewed_items ALTER COLUMN workspace_id SET NOT NULL,
                   ADD CONSTRAINT viewed_items_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES workspaces(id) ON DELETE CASCADE`);
    await q.query(`ALTER TABLE viewed_items DROP CONSTRAINT viewed_items_pkey`);
    await q.query(`ALTER TABLE viewed_items ADD PRIMARY KEY (workspace_id, item_kind, item_id)`);

    // Sharing.
    for (const table of ['lists', 'saved_searches']) {
      await q.query(`ALTER TABLE ${table}
                       ADD COLUMN visibility text NOT NULL DEFAULT 'private' CHECK (visibility IN ('private', 'team')),
                       ADD COLUMN team_access text NOT NULL DEFAULT 'view' CHECK (team_access IN ('view', 'edit'))`);
    }

    await q.query(`
      CREATE TABLE team_invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
        email text NOT NULL,
        role text NOT NULL CHECK (role IN ('manager', 'member')),
        monthly_cap integer CHECK (monthly_cap >= 0),
        invited_by uuid REFERENCES users(id) ON DELETE SET NULL,
        -- The account the invitation is for: created with it when the address had none.
        user_id uuid REFERENCES users(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'revoked')),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX team_invitations_pending_key ON team_invitations (workspace_id, lower(email))
                   WHERE status = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Only personal workspaces can go back: a member of someone else's team keeps nothing of it.
    await q.query(`DROP TABLE team_invitations`);
    for (const table of ['lists', 'saved_searches']) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN visibility, DROP COLUMN team_access`);
    }
    await q.query(`ALTER TABLE viewed_items DROP CONSTRAINT viewed_items_pkey`);
    await q.query(`DELETE FROM viewed_items WHERE workspace_id <> user_id`);
    await q.query(`ALTER TABLE viewed_items ADD PRIMARY KEY (user_id, item_kind, item_id)`);
    await q.query(`ALTER TABLE viewed_items DROP COLUMN workspace_id`);
    await q.query(`DELETE FROM credit_ledger WHERE kind = 'team-transfer'`);
    await q.query(`ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_kind_check`);
    await q.query(`ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_kind_check
                   CHECK (kind IN ('reveal', 'download', 'renewal', 'expiry', 'purchase', 'refund', 'admin-grant',
                                   'admin-revoke', 'opening', 'adjustment'))`);
    await q.query(`ALTER TABLE credit_ledger DROP COLUMN workspace_id`);
    await q.query(`DROP TRIGGER users_workspace ON users`);
    await q.query(`DROP FUNCTION workspace_open()`);
    await q.query(`ALTER TABLE credit_accounts DROP CONSTRAINT credit_accounts_workspace_id_fkey`);
    await q.query(`DELETE FROM credit_accounts a WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = a.workspace_id)`);
    await q.query(`ALTER TABLE credit_accounts RENAME COLUMN workspace_id TO user_id`);
    await q.query(`ALTER TABLE credit_accounts ADD CONSTRAINT credit_accounts_user_id_fkey
                   FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE`);
    await q.query(`
      CREATE FUNCTION credit_accounts_open() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO credit_accounts (user_id) VALUES (NEW.id) ON CONFLICT (user_id) DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER users_credit_account AFTER INSERT ON users
                   FOR EACH ROW EXECUTE FUNCTION credit_accounts_open()`);
    await q.query(`DROP TABLE workspace_members`);
    await q.query(`DROP TABLE workspaces`);
  }
}
