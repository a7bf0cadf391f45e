// Teams (docs/teams.md): every user belongs to one workspace with one credit pool. Owners and managers invite
// people, set roles and monthly caps; a person paid for by one member is free for every member.
// Calls: GET team; PATCH team {name}; POST team/invitations {email, role, monthlyCap?}; GET team/invitations;
// POST team/invitations/:id/resend; DELETE team/invitations/:id; POST team/invitations/accept {token};
// PATCH team/members/:userId {role?, monthlyCap?}; DELETE team/members/:userId; GET team/usage; GET team/ledger.
import { z } from 'zod';
import { emailSchema } from './auth';
import { idSchema } from './ids';
import { singleLine } from './text';

export const TEAM_ROLES = ['owner', 'manager', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** The roles an invitation or a role change may give: a workspace has one owner. */
export const ASSIGNABLE_TEAM_ROLES = ['manager', 'member'] as const;
export const assignableTeamRoleSchema = z.enum(ASSIGNABLE_TEAM_ROLES, {
  error: 'Role must be manager or member.',
});

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = { owner: 'Owner', manager: 'Manager', member: 'Member' };

/** The largest monthly cap a member may be given (the largest balance a pool can hold). */
export const MAX_MONTHLY_CAP = 1_000_000;
/** A member's monthly cap: a whole number of credits, or null for none (the whole pool). */
export const monthlyCapSchema = z
  .number({ error: 'Monthly cap must be a whole number of credits, or empty for no cap.' })
  .int('Monthly cap must be a whole number of credits, or empty for no cap.')
  .min(0, 'Monthly cap must be 0 or more.')
  .max(MAX_MONTHLY_CAP, `Monthly cap must be at most ${MAX_MONTHLY_CAP.toLocaleString('en-US')}.`)
  .nullable();

export const TEAM_NAME_MAX = 100;
export const teamNameSchema = singleLine(
  z
    .string()
    .trim()
    .min(1, 'Team name is required.')
    .max(TEAM_NAME_MAX, `Team name must be at most ${TEAM_NAME_MAX} characters.`),
);

/** PATCH team */
export const renameTeamRequestSchema = z.strictObject({ name: teamNameSchema });

/** POST team/invitations */
export const teamInvitationRequestSchema = z.strictObject({
  email: emailSchema,
  role: assignableTeamRoleSchema,
  monthlyCap: monthlyCapSchema.optional(),
});
export type TeamInvitationRequest = z.infer<typeof teamInvitationRequestSchema>;

/** POST team/invitations/accept — by a signed-in person who already had an account. */
export const acceptTeamInvitationRequestSchema = z.strictObject({
  token: z.string().trim().min(1, 'The invitation link is incomplete.').max(200),
});

/** PATCH team/members/:userId — at least one of the two. */
export const updateTeamMemberRequestSchema = z
  .strictObject({ role: assignableTeamRoleSchema.optional(), monthlyCap: monthlyCapSchema.optional() })
  .refine((body) => body.role !== undefined || body.monthlyCap !== undefined, {
    message: 'Name a role or a monthly cap to change.',
  });
export type UpdateTeamMemberRequest = z.infer<typeof updateTeamMemberRequestSchema>;

/** GET team/ledger?member=&page=&pageSize= — the pool's history, optionally one member's rows. */
export const teamLedgerQuerySchema = z.strictObject({
  member: idSchema('member must be a valid id.').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type TeamLedgerQuery = z.infer<typeof teamLedgerQuerySchema>;

export interface TeamMember {
  userId: string;
  email: string;
  fullName: string;
  role: TeamRole;
  /** null = no cap (the whole pool). */
  monthlyCap: number | null;
  /** Credits spent from the pool this calendar month (UTC), refunds taken off. */
  usedThisPeriod: number;
  joinedOn: string;
}

/** GET team */
export interface Team {
  id: string;
  name: string;
  /** The caller's role in it. */
  role: TeamRole;
  pool: { allowance: number; topUp: number };
  /** The caller's own cap and spending this month. */
  you: { monthlyCap: number | null; usedThisPeriod: number };
  /** Everyone in the team; owners and managers only (an empty list for members). */
  members: TeamMember[];
}

export type TeamInvitationStatus = 'pending' | 'accepted' | 'revoked';

export interface TeamInvitation {
  id: string;
  email: string;
  role: TeamRole;
  monthlyCap: number | null;
  status: TeamInvitationStatus;
  invitedBy: string | null;
  createdOn: string;
  expiresOn: string;
  /** True when the address had no account: the invitation created one, opened from the e-mailed link. */
  newAccount: boolean;
}

/** GET team/usage — credits spent per member per UTC day over the last 30 days (every day present). */
export interface TeamUsage {
  days: string[];
  members: { userId: string; fullName: string; spent: number[] }[];
}

/** The 402 reason when a member's monthly cap would be passed while the pool may still have credits. */
export function capReachedReason(cap: number, used: number): string {
  const credits = (n: number) => `${n.toLocaleString('en-US')} credit${n === 1 ? '' : 's'}`;
  return `You have reached your monthly cap of ${credits(cap)} set by your team (${credits(used)} used this month). Ask your team's owner or a manager to raise it.`;
}

/** Who may invite, change members and see the team's usage and ledger. */
export const canManageTeam = (role: TeamRole): boolean => role === 'owner' || role === 'manager';
