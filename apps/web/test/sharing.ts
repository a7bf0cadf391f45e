// The sharing fields of a list or saved search (docs/teams-sharing.md) as the API answers them, for fixtures:
// the signed-in user's own private item, or a teammate's shared one.
import type { Sharing } from '@leadsignal/contracts';

export const OWNER = { userId: '0190a6c2-0000-7000-8000-00000000a001', fullName: 'Test User' };
export const TEAMMATE = { userId: '0190a6c2-0000-7000-8000-00000000a002', fullName: 'Ana Reyes' };

/** The caller's own private item. */
export const ownSharing: Sharing = {
  visibility: 'private',
  teamAccess: 'view',
  canEdit: true,
  mine: true,
  owner: OWNER,
};

/** A teammate's item shared with the caller's team, to view or to edit. */
export function teammateSharing(teamAccess: 'view' | 'edit'): Sharing {
  return { visibility: 'team', teamAccess, canEdit: teamAccess === 'edit', mine: false, owner: TEAMMATE };
}
