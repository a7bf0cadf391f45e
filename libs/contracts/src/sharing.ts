// Sharing lists and saved searches with one's team (issue 26, docs/teams-sharing.md): private (the default) or
// shared with every member of the owner's workspace, to view or to edit. Responses say how the item is shared, who
// owns it and what the caller may do; only the owner changes the sharing or deletes the item.
import { z } from 'zod';

export const VISIBILITIES = ['private', 'team'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const visibilitySchema = z.enum(VISIBILITIES, { error: 'Visibility must be private or team.' });

export const TEAM_ACCESSES = ['view', 'edit'] as const;
export type TeamAccess = (typeof TEAM_ACCESSES)[number];
export const teamAccessSchema = z.enum(TEAM_ACCESSES, { error: 'Team access must be view or edit.' });

/** The optional sharing fields of a create or update request. */
export const sharingFields = {
  visibility: visibilitySchema.optional(),
  teamAccess: teamAccessSchema.optional(),
};

/** PUT lists/:id/sharing — teamAccess unchanged when left out. */
export const sharingRequestSchema = z.strictObject({
  visibility: visibilitySchema,
  teamAccess: teamAccessSchema.optional(),
});
export type SharingRequest = z.infer<typeof sharingRequestSchema>;

export interface ItemOwner {
  userId: string;
  fullName: string;
}

/** What a list or saved search answers about its sharing, for the caller. */
export interface Sharing {
  visibility: Visibility;
  /** What teammates may do when the item is shared (kept while it is private, for the next time it is shared). */
  teamAccess: TeamAccess;
  /** The caller may rename it and change its contents (the owner, or a teammate when shared to edit). */
  canEdit: boolean;
  /** The caller owns it: only they may delete it or change its sharing. */
  mine: boolean;
  owner: ItemOwner;
}

export const sharingSchema = z.object({
  visibility: z.enum(VISIBILITIES),
  teamAccess: z.enum(TEAM_ACCESSES),
  canEdit: z.boolean(),
  mine: z.boolean(),
  owner: z.object({ userId: z.string(), fullName: z.string() }),
});

/** The three choices a screen offers: private, the team may view, the team may edit. */
export type SharingChoice = 'private' | 'team-view' | 'team-edit';

export const SHARING_CHOICE_LABELS: Record<SharingChoice, string> = {
  private: 'Only me',
  'team-view': 'Team can view',
  'team-edit': 'Team can edit',
};

export function sharingChoiceOf(sharing: Pick<Sharing, 'visibility' | 'teamAccess'>): SharingChoice {
  return sharing.visibility === 'private' ? 'private' : sharing.teamAccess === 'edit' ? 'team-edit' : 'team-view';
}

/** The request fields of a choice (private keeps the team access the item had). */
export function sharingOfChoice(choice: SharingChoice): { visibility: Visibility; teamAccess?: TeamAccess } {
  if (choice === 'private') return { visibility: 'private' };
  return { visibility: 'team', teamAccess: choice === 'team-edit' ? 'edit' : 'view' };
}
