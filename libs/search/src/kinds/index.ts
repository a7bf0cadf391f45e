// The search-kind registry: one definition per kind that has a search. Everything generic — the search
// repository, exports in the API and the worker, saved searches and monitoring — looks a kind up here.
import type { SearchableKind } from '@leadsignal/contracts';
import type { SearchKindDefinition } from '../search-kind';
import { ALERTS_KIND } from './alerts';
import { COMPANIES_KIND } from './companies';
import { PROSPECTS_KIND } from './prospects';

export const SEARCH_KIND_DEFINITIONS: { readonly [K in SearchableKind]: SearchKindDefinition<K> } = {
  alerts: ALERTS_KIND,
  companies: COMPANIES_KIND,
  prospects: PROSPECTS_KIND,
};

export function searchKindDefinition<K extends SearchableKind>(kind: K): SearchKindDefinition<K> {
  return SEARCH_KIND_DEFINITIONS[kind];
}

export * from './alerts';
export * from './companies';
export * from './company-filters';
export * from './prospects';
