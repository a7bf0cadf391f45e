// How a saved search travels to its kind's search screen: its address (/alerts?ssid=…, which survives a
// reload) and, when the caller already has the search, router state that hands it over so the screen applies
// it without loading it again (spec §4: "a saved search passed from shared state").
import { savedSearchSchema, type SavedSearch, type SearchKind } from '@leadsignal/contracts';

export interface SavedSearchHandover {
  savedSearch: SavedSearch;
}

/** The search screen at `searchRoute` showing saved search `id` (e.g. /alerts?ssid=…). */
export function savedSearchAddress(searchRoute: string, id: string): string {
  return `${searchRoute}?ssid=${encodeURIComponent(id)}`;
}

/** Router state for navigate(savedSearchAddress(route, id), { state: handOver(search) }). */
export function handOver(savedSearch: SavedSearch): SavedSearchHandover {
  return { savedSearch };
}

/** The search of this kind handed over in router state, if any (anything else in the state is ignored). */
export function handedOverSearch(state: unknown, kind: SearchKind): SavedSearch | null {
  if (typeof state !== 'object' || state === null || !('savedSearch' in state)) return null;
  const parsed = savedSearchSchema.safeParse((state as { savedSearch: unknown }).savedSearch);
  return parsed.success && parsed.data.kind === kind ? parsed.data : null;
}
