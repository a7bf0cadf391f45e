// SQL for teams (docs/teams.md): the one writer of workspaces, workspace_members and team_invitations. Reads
// users (names, e-mail) and the ledger (what members spent this month) beside them.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { TeamInvitation, TeamMember, TeamRole } from '@leadsignal/contracts';
import { spentThisMonthSql } from '@leadsignal/credits';
import { isoTime, queryRows, type Queryable } from '@leadsignal/server-core';

export interface Membership {
  workspaceId: string;
  name: string;
  role: TeamRole;
  monthlyCap: number | null;
}

export interface InvitationRecord {
  id: string;
  workspaceId: string;
  email: string;
  role: Exclude<TeamRole, 'owner'>;
  monthlyCap: number | null;
  userId: string | null;
  status: 'pending' | 'accepted' | 'revoked';
  expired: boolean;
  /** The account the invitation created has chosen a password (or signed in with Google): it was accepted. */
  accountActive: boolean;
}

const FULL_NAME = `coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email)`;

/** An invitation for an account it created counts as accepted once that account has a way in. */
const INVITATION_STATUS = `CASE WHEN i.status = 'pending' AND u.id IS NOT NULL AND i.user_id IS NOT NULL
      AND (u.password_hash IS NOT NULL OR u.google_subject IS NOT NULL) THEN 'accepted' ELSE i.status END`;

@Injectable()
export class TeamsRepository {
  constructor(@Inject(DataSource) private readonly db: Queryable) {}

  in(db: Queryable): TeamsRepository {
    return new TeamsRepository(db);
  }

  async membership(userId: string, options: { lock?: boolean } = {}): Promise<Membership | null> {
    const [row] = await queryRows<Membership>(
      this.db,
      `SELECT m.workspace_id AS "workspaceId", w.name, m.role, m.monthly_cap AS "monthlyCap"
       FROM workspace_members m JOIN workspaces w ON w.id = m.workspace_id WHERE m.user_id = $1
       ${options.lock ? 'FOR UPDATE OF m' : ''}`,
      [userId],
    );
    return row ?? null;
  }

  /** The workspace's members: owner first, then managers, then members, by name. */
  members(workspaceId: string): Promise<TeamMember[]> {
    return queryRows<TeamMember>(
      this.db,
      `SELECT m.user_id AS "userId", u.email, ${FULL_NAME} AS "fullName", m.role, m.monthly_cap AS "monthlyCap",
              ${spentThisMonthSql('m.workspace_id', 'm.user_id')} AS "usedThisPeriod", ${isoTime('m.joined_at')} AS "joinedOn"
       FROM workspace_members m JOIN users u ON u.id = m.user_id
       WHERE m.workspace_id = $1
       ORDER BY CASE m.role WHEN 'owner' THEN 0 WHEN 'manager' THEN 1 ELSE 2 END, lower(${FULL_NAME})`,
      [workspaceId],
    );
  }

  async rename(workspaceId: string, name: string): Promise<void> {
    await this.db.query(`UPDATE workspaces SET name = $2 WHERE id = $1`, [workspaceId, name]);
  }

  /** Puts the user into the workspace with this role and cap (they leave the one they were in). */
  async setMembership(userId: string, workspaceId: string, role: TeamRole, monthlyCap: number | null): Promise<void> {
    await this.db.query(
      `UPDATE workspace_members SET workspace_id = $2, role = $3, monthly_cap = $4, joined_at = now() WHERE user_id = $1`,
      [userId, workspaceId, role, monthlyCap],
    );
  }

  /** Changes a member's role and/or cap (undefined = unchanged; a cap of null = none). */
  async updateMember(userId: string, changes: { role?: TeamRole; monthlyCap?: number | null }): Promise<void> {
    await this.db.query(
      `UPDATE workspace_members SET role = coalesce($2, role),
              monthly_cap = CASE WHEN $3 THEN $4::int ELSE monthly_cap END
       WHERE user_id = $1`,
      [userId, changes.role ?? null, changes.monthlyCap !== undefined, changes.monthlyCap ?? null],
    );
  }

  /**
   * The user goes back to their own workspace (id = their user id; it and its pool were opened with the user and
   * are never deleted, only left empty) as its owner.
   */
  async returnHome(userId: string): Promise<void> {
    await this.setMembership(userId, userId, 'owner', null);
  }

  async createInvitation(invitation: {
    workspaceId: string;
    email: string;
    role: Exclude<TeamRole, 'owner'>;
    monthlyCap: number | null;
    invitedBy: string;
    userId: string | null;
    tokenHash: string;
    ttlMinutes: number;
  }): Promise<string | null> {
    const [row] = await queryRows<{ id: string }>(
      this.db,
      `INSERT INTO team_invitations (workspace_id, email, role, monthly_cap, invited_by, user_id, token_hash, expires_at)
       VALUES ($1, lower($2), $3, $4, $5, $6, $7, now() + make_interval(mins => $8))
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        invitation.workspaceId,
        invitation.email,
        invitation.role,
        invitation.monthlyCap,
        invitation.invitedBy,
        invitation.userId,
        invitation.tokenHash,
        invitation.ttlMinutes,
      ],
    );
    return row?.id ?? null;
  }

  /** The workspace's invitations, newest first (or the one with `id`). */
  invitations(workspaceId: string, id: string | null = null): Promise<TeamInvitation[]> {
    return queryRows<TeamInvitation>(
      this.db,
      `SELECT i.id, i.email, i.role, i.monthly_cap AS "monthlyCap", ${INVITATION_STATUS} AS status,
              (SELECT coalesce(nullif(trim(concat_ws(' ', b.first_name, b.last_name)), ''), b.email)
               FROM users b WHERE b.id = i.invited_by) AS "invitedBy",
              ${isoTime('i.created_at')} AS "createdOn", ${isoTime('i.expires_at')} AS "expiresOn",
              (i.user_id IS NOT NULL) AS "newAccount"
       FROM team_invitations i LEFT JOIN users u ON u.id = i.user_id
       WHERE i.workspace_id = $1 AND ($2::uuid IS NULL OR i.id = $2) ORDER BY i.created_at DESC LIMIT 500`,
      [workspaceId, id],
    );
  }

  private async invitationWhere(where: string, params: unknown[]): Promise<InvitationRecord | null> {
    const [row] = await queryRows<InvitationRecord>(
      this.db,
      `SELECT i.id, i.workspace_id AS "workspaceId", i.email, i.role, i.monthly_cap AS "monthlyCap",
              i.user_id AS "userId", ${INVITATION_STATUS} AS status, i.expires_at < now() AS expired,
              coalesce(u.password_hash IS NOT NULL OR u.google_subject IS NOT NULL, false) AS "accountActive"
       FROM team_invitations i LEFT JOIN users u ON u.id = i.user_id
       WHERE ${where} FOR UPDATE OF i`,
      params,
    );
    return row ?? null;
  }

  /** The invitation of this workspace, locked until the transaction ends. */
  invitation(workspaceId: string, id: string): Promise<InvitationRecord | null> {
    return this.invitationWhere('i.workspace_id = $1 AND i.id = $2', [workspaceId, id]);
  }

  invitationByToken(tokenHash: string): Promise<InvitationRecord | null> {
    return this.invitationWhere('i.token_hash = $1', [tokenHash]);
  }

  /**
   * Retires the workspace's stored-pending invitations to this address that are over: accepted by the account
   * they created, or past their expiry (revoked). What is left pending is live; the unique index allows one.
   */
  async retireStale(workspaceId: string, email: string): Promise<void> {
    await this.db.query(
      `UPDATE team_invitations i SET updated_at = now(),
              status = CASE WHEN u.password_hash IS NOT NULL OR u.google_subject IS NOT NULL THEN 'accepted' ELSE 'revoked' END
       FROM team_invitations j LEFT JOIN users u ON u.id = j.user_id
       WHERE j.id = i.id AND i.workspace_id = $1 AND lower(i.email) = lower($2) AND i.status = 'pending'
         AND (i.expires_at < now() OR u.password_hash IS NOT NULL OR u.google_subject IS NOT NULL)`,
      [workspaceId, email],
    );
  }

  async setInvitationStatus(id: string, status: 'accepted' | 'revoked'): Promise<void> {
    await this.db.query(`UPDATE team_invitations SET status = $2, updated_at = now() WHERE id = $1`, [id, status]);
  }

  /** A new link for the invitation (resend): its token and expiry replaced. */
  async renewInvitation(id: string, tokenHash: string, ttlMinutes: number): Promise<void> {
    await this.db.query(
      `UPDATE team_invitations SET token_hash = $2, expires_at = now() + make_interval(mins => $3), updated_at = now()
       WHERE id = $1`,
      [id, tokenHash, ttlMinutes],
    );
  }
}
