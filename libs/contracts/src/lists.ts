// Lists (/updateList, docs/prospects.md): a user's named lists of prospects or of companies, private or shared
// with their team to view or to edit (docs/teams-sharing.md). Their members are searched, paged and exported
// through the kind's own search with the list criterion (isListSelected + listId).
import { z } from 'zod';
import { idSchema } from './ids';
import { criterionFlag } from './search-criteria';
import { sharingFields, type Sharing } from './sharing';
import { singleLine } from './text';

export const LIST_KINDS = ['companies', 'prospects'] as const;
export const listKindSchema = z.enum(LIST_KINDS);
export type ListKind = z.infer<typeof listKindSchema>;

export const LIST_NAME_MAX = 100;
/** Most ids one add or remove call may name. */
export const MAX_LIST_CHANGE = 10_000;

export const listNameSchema = singleLine(
  z.string().trim().min(1, 'Name is required.').max(LIST_NAME_MAX, `Name must be at most ${LIST_NAME_MAX} characters.`),
);

/**
 * The most lists one page of GET lists holds, and so the most a user may keep of a kind (LISTS_MAX_PER_KIND
 * is at most this): a picker asks for one page of this size and has them all.
 */
export const MAX_LIST_PAGE_SIZE = 500;

/** GET lists?kind=&page=&pageSize= — one page, in name order: the caller's lists and those shared with their team. */
export const listsQuerySchema = z.strictObject({
  kind: listKindSchema,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_LIST_PAGE_SIZE).default(25),
});
export type ListsQuery = z.infer<typeof listsQuerySchema>;

/** POST lists — private unless `visibility` says team (teamAccess: view unless edit). */
export const createListRequestSchema = z.strictObject({ kind: listKindSchema, name: listNameSchema, ...sharingFields });
export type CreateListRequest = z.infer<typeof createListRequestSchema>;

/**
 * PUT lists/:id — rename (the owner, or a teammate when the list is shared to edit) and/or change the sharing
 * (the owner only, as PUT lists/:id/sharing).
 */
export const renameListRequestSchema = z
  .strictObject({ name: listNameSchema.optional(), ...sharingFields })
  .refine((body) => body.name !== undefined || body.visibility !== undefined || body.teamAccess !== undefined, {
    message: 'Nothing to change: send a name, a visibility or a team access.',
  });
export type RenameListRequest = z.infer<typeof renameListRequestSchema>;

/** POST lists/:id/members and lists/:id/members/remove */
export const listMembersRequestSchema = z.strictObject({
  ids: z
    .array(idSchema('ids must be valid ids.'))
    .min(1, 'Name at least one member.')
    .max(MAX_LIST_CHANGE, `Add or remove at most ${MAX_LIST_CHANGE} members at once.`),
});
export type ListMembersRequest = z.infer<typeof listMembersRequestSchema>;

export interface SavedList extends Sharing {
  id: string;
  kind: ListKind;
  name: string;
  memberCount: number;
  createdOn: string;
  updatedOn: string;
}

export interface SavedListPage {
  items: SavedList[];
  totalCount: number;
}

export interface ListMembersChanged {
  /** Members added (already there or unknown ids are not counted) or removed. */
  changed: number;
  memberCount: number;
}

/** The list criterion's value: a list id, or empty for none. */
export const listIdSchema = z.union([idSchema('listId must be a valid id.'), z.literal('')]).default('');

/** The list criterion of the kinds with lists: members of one of the user's lists of that kind, or of one shared with their team. */
export const listCriterionShape = {
  isListSelected: criterionFlag(),
  listId: listIdSchema,
};
