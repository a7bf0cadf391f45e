// The search kinds (alerts, registered companies, prospects) and each one's criteria schema: what the
// server's search-kind registry and the client's search screens are configured by.
import { z } from 'zod';
import { alertSearchCriteriaSchema } from './alert-criteria';
import { companySearchCriteriaSchema } from './company-criteria';
import { prospectSearchCriteriaSchema } from './prospect-criteria';
import { parseCriteriaJson } from './search-criteria';

export const SEARCH_KINDS = ['alerts', 'companies', 'prospects'] as const;
export const searchKindSchema = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof searchKindSchema>;

/**
 * What a user pays for once and then sees freely (viewed_items.item_kind): an alert's contact, a company
 * (downloaded), a prospect. A row of a search kind is viewed as its kind's viewed-item kind.
 */
export const VIEWED_ITEM_KINDS = ['alert', 'company', 'prospect'] as const;
export type ViewedItemKind = (typeof VIEWED_ITEM_KINDS)[number];

/** The criteria schema of each search kind that has a search. */
export const SEARCH_CRITERIA_SCHEMAS = {
  alerts: alertSearchCriteriaSchema,
  companies: companySearchCriteriaSchema,
  prospects: prospectSearchCriteriaSchema,
} as const;

export type SearchableKind = keyof typeof SEARCH_CRITERIA_SCHEMAS;
export type CriteriaOf<K extends SearchableKind> = z.output<(typeof SEARCH_CRITERIA_SCHEMAS)[K]>;

export function isSearchableKind(kind: string): kind is SearchableKind {
  return Object.prototype.hasOwnProperty.call(SEARCH_CRITERIA_SCHEMAS, kind);
}

/** Parses a saved search's (or an export's) stored criteria of this kind; answers the problem instead of throwing. */
export function parseStoredCriteria<K extends SearchableKind>(
  kind: K,
  json: string,
): { ok: true; criteria: CriteriaOf<K> } | { ok: false; reason: string } {
  return parseCriteriaJson(SEARCH_CRITERIA_SCHEMAS[kind], json) as
    { ok: true; criteria: CriteriaOf<K> } | { ok: false; reason: string };
}
