// Saved searches of every kind (alerts, registered companies, prospects): one shape, one module.
import { z } from 'zod';
import { searchKindSchema } from './downloads';

export const SAVED_SEARCH_NAME_MAX = 100;

export const savedSearchNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required.')
  .max(SAVED_SEARCH_NAME_MAX, `Name must be at most ${SAVED_SEARCH_NAME_MAX} characters.`);

/** POST …/saveSearch. searchCriteria is JSON text (spec §3), validated against SearchCriteria. */
export const saveSearchRequestSchema = z.strictObject({
  name: savedSearchNameSchema,
  searchCriteria: z.string().min(2).max(200_000),
  enableNotification: z.boolean().default(false),
});
export type SaveSearchRequest = z.input<typeof saveSearchRequestSchema>;

export const savedSearchSchema = z.object({
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

export const savedSearchIdsRequestSchema = z.strictObject({
  ids: z.array(z.uuid({ message: 'ids must be valid ids.' })).max(1000),
});
