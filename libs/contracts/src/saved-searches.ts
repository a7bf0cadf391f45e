// Saved searches of every kind (alerts, registered companies, prospects): one shape, one module. A saved search
// is private or shared with the owner's team to view or to edit (docs/teams-sharing.md); the default, the
// notifications and the monitoring are each caller's own, also on a search a teammate shared.
import { z } from 'zod';
import { idSchema } from './ids';
import { multiLine, singleLine } from './text';
import { searchKindSchema } from './search-kinds';
import { sharingFields, sharingSchema } from './sharing';

export const SAVED_SEARCH_NAME_MAX = 100;
/** Most saved searches one user keeps per search kind (docs/security.md). */
export const MAX_SAVED_SEARCHES_PER_KIND = 100;
/** Largest criteria a saved search stores, as JSON text (a 1,000-name exact list fits). */
export const MAX_SAVED_CRITERIA_CHARS = 64 * 1024;
/** Largest page of the paged saved-search list. */
export const MAX_SAVED_SEARCH_PAGE_SIZE = 100;

export const savedSearchNameSchema = singleLine(
  z
    .string()
    .trim()
    .min(1, 'Name is required.')
    .max(SAVED_SEARCH_NAME_MAX, `Name must be at most ${SAVED_SEARCH_NAME_MAX} characters.`),
);

/** POST …/saveSearch. searchCriteria is JSON text (spec §3), validated against SearchCriteria. */
export const saveSearchRequestSchema = z.strictObject({
  name: savedSearchNameSchema,
  searchCriteria: multiLine(
    z
      .string()
      .min(2)
      .max(
        MAX_SAVED_CRITERIA_CHARS,
        `The search criteria are too large to save (at most ${MAX_SAVED_CRITERIA_CHARS / 1024} KB).`,
      ),
  ),
  enableNotification: z.boolean().default(false),
  ...sharingFields,
});
export type SaveSearchRequest = z.input<typeof saveSearchRequestSchema>;

/** enableNotification, isDefault and isMonitored are the caller's own (a teammate's are theirs). */
export const savedSearchSchema = sharingSchema.extend({
  id: z.string(),
  kind: searchKindSchema,
  name: z.string(),
  searchCriteria: z.string(),
  enableNotification: z.boolean(),
  isDefault: z.boolean(),
  isMonitored: z.boolean(),
  createdOn: z.string(),
  /** Set when the stored criteria no longer validate: the screen shows it instead of running the search. */
  criteriaError: z.string().nullable(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/**
 * POST …/updateSaveSearch: rename (the owner, or a teammate when shared to edit), turn the caller's own
 * notifications on or off, and/or change the sharing (the owner only). Not a call of the spec; docs/saved-searches.md.
 */
export const updateSavedSearchRequestSchema = z
  .strictObject({
    id: idSchema(),
    name: savedSearchNameSchema.optional(),
    enableNotification: z.boolean().optional(),
    ...sharingFields,
  })
  .refine(
    (body) =>
      body.name !== undefined ||
      body.enableNotification !== undefined ||
      body.visibility !== undefined ||
      body.teamAccess !== undefined,
    { message: 'Nothing to change.' },
  );
export type UpdateSavedSearchRequest = z.infer<typeof updateSavedSearchRequestSchema>;

export const savedSearchIdsRequestSchema = z.strictObject({
  ids: z.array(idSchema('ids must be valid ids.')).max(1000),
});

/**
 * GET …/listSaveSearch (and the other kinds' list calls): without page and pageSize the answer is every
 * saved search, as the spec has it; with either, one page as `{items, totalCount}`.
 */
export const listSavedSearchesQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_SAVED_SEARCH_PAGE_SIZE).optional(),
});
export type ListSavedSearchesQuery = z.infer<typeof listSavedSearchesQuerySchema>;

export interface SavedSearchPage {
  items: SavedSearch[];
  totalCount: number;
}
