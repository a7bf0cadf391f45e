// How a saved search travels to the alerts screen: its address (/alerts?ssid=…, which survives a
// reload) and, when the caller already has the search, router state that hands it over so the screen
// applies it without loading it again (spec §4: "a saved search passed from shared state").
import { savedSearchSchema, type SavedSearch } from '@leadsignal/contracts';

export const ALERTS_PATH = '/alerts';

export interface SavedSearchHandover {
  savedSearch: SavedSearch;
}

export function alertSearchPath(id: string): string {
  return `${ALERTS_PATH}?ssid=${encodeURIComponent(id)}`;
}

/** Router state for navigate(alertSearchPath(id), { state: handOver(search) }). */
export function handOver(savedSearch: SavedSearch): SavedSearchHandover {
  return { savedSearch };
}

/** The search handed over in router state, if any (anything else in the state is ignored). */
export function handedOverSearch(state: unknown): SavedSearch | null {
  if (typeof state !== 'object' || state === null || !('savedSearch' in state)) return null;
  const parsed = savedSearchSchema.safeParse((state as { savedSearch: unknown }).savedSearch);
  return parsed.success ? parsed.data : null;
}
