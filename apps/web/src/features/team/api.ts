// The team's calls (issue 26, libs/contracts/src/team.ts): the workspace with its pool and members, invitations,
// member changes, usage per member and the pool's ledger, and joining a team from an e-mailed link. What a member
// change moves — the members, the caller's own cap and balance in users/me (the top bar's credit badge) — is
// fetched again after it; joining another team changes every answer, so every cached one is.
import type {
  LedgerPage,
  Team,
  TeamInvitation,
  TeamInvitationRequest,
  TeamLedgerQuery,
  TeamUsage,
  UpdateTeamMemberRequest,
} from '@leadsignal/contracts';
import { API_TAG_TYPES, baseApi } from '../../lib/base-api';

export type TeamLedgerArgs = Partial<TeamLedgerQuery>;

function ledgerParams({ member, page, pageSize }: TeamLedgerArgs): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (member) params.member = member;
  if (page) params.page = page;
  if (pageSize) params.pageSize = pageSize;
  return params;
}

const member = (userId: string) => `team/members/${encodeURIComponent(userId)}`;
const invitation = (id: string) => `team/invitations/${encodeURIComponent(id)}`;

// Lists are tagged by their own api slice (search-kit/lists); joining a team changes them too.
export const teamApi = baseApi.enhanceEndpoints({ addTagTypes: ['Lists'] }).injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<Team, void>({
      query: () => 'team',
      providesTags: ['Team'],
    }),
    /** The modal shows a refusal beside the name. */
    renameTeam: build.mutation<unknown, { name: string }>({
      query: (body) => ({ url: 'team', method: 'PATCH', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Team']),
      extraOptions: { silent: true },
    }),
    /** A role or a cap (null = none); the members table says what went wrong beside the member. */
    updateTeamMember: build.mutation<unknown, { userId: string; changes: UpdateTeamMemberRequest }>({
      query: ({ userId, changes }) => ({ url: member(userId), method: 'PATCH', body: changes }),
      invalidatesTags: (_result, error) => (error ? [] : ['Team', 'Me']),
      extraOptions: { silent: true },
      // The table shows the change at once (a role select stays on the new role), undone if it is refused.
      async onQueryStarted({ userId, changes }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          teamApi.util.updateQueryData('getTeam', undefined, (team) => {
            const changed = team.members.find((one) => one.userId === userId);
            if (changed) Object.assign(changed, changes);
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    removeTeamMember: build.mutation<unknown, string>({
      query: (userId) => ({ url: member(userId), method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Team', 'Me', 'Ledger']),
    }),
    listTeamInvitations: build.query<TeamInvitation[], void>({
      query: () => 'team/invitations',
      providesTags: ['TeamInvitations'],
    }),
    /** The invite form shows a refusal beside the field the server names. */
    inviteTeamMember: build.mutation<TeamInvitation, TeamInvitationRequest>({
      query: (body) => ({ url: 'team/invitations', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['TeamInvitations']),
      extraOptions: { silent: true },
    }),
    resendTeamInvitation: build.mutation<unknown, string>({
      query: (id) => ({ url: `${invitation(id)}/resend`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['TeamInvitations']),
    }),
    revokeTeamInvitation: build.mutation<unknown, string>({
      query: (id) => ({ url: invitation(id), method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['TeamInvitations']),
    }),
    /** The join page shows a refusal itself. */
    acceptTeamInvitation: build.mutation<unknown, { token: string }>({
      query: (body) => ({ url: 'team/invitations/accept', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [...API_TAG_TYPES, 'Lists']),
      extraOptions: { silent: true },
    }),
    /** Spending per member per day changes with every charge: the page asks again on each visit. */
    getTeamUsage: build.query<TeamUsage, void>({
      query: () => 'team/usage',
      providesTags: ['Ledger', 'Team'],
    }),
    getTeamLedger: build.query<LedgerPage, TeamLedgerArgs>({
      query: (args) => ({ url: 'team/ledger', params: ledgerParams(args) }),
      providesTags: ['Ledger', 'Team'],
    }),
  }),
});

export const {
  useGetTeamQuery,
  useRenameTeamMutation,
  useUpdateTeamMemberMutation,
  useRemoveTeamMemberMutation,
  useListTeamInvitationsQuery,
  useInviteTeamMemberMutation,
  useResendTeamInvitationMutation,
  useRevokeTeamInvitationMutation,
  useAcceptTeamInvitationMutation,
  useGetTeamUsageQuery,
  useGetTeamLedgerQuery,
} = teamApi;
