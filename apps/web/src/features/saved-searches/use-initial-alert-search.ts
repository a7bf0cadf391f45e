// Which saved search the alerts screen starts from (spec §4, on load): one handed over in router
// state, else the one named by ?ssid=, else the user's default, else none (a plain search). The screen
// gets the answer once per arrival through onResolved, and keeps the current saved search here (the
// notice shows it; after Create Alert the new one becomes current).
import { parseStoredCriteria, type SavedSearch, type SearchCriteria } from '@leadsignal/contracts';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useGetAlertSearchQuery, useGetDefaultAlertSearchQuery } from './api';
import { handedOverSearch } from './handover';

export type InitialSearchSource = 'state' | 'ssid' | 'default' | 'none';

export interface ResolvedAlertSearch {
  source: InitialSearchSource;
  savedSearch: SavedSearch | null;
  /** The saved search's criteria; null for a plain search or when they no longer validate (see criteriaError). */
  criteria: SearchCriteria | null;
}

export interface InitialAlertSearch {
  /** True until the starting search is known; hold the first search until then. */
  loading: boolean;
  /** The saved search the results come from (for SavedSearchNotice), or null. */
  current: SavedSearch | null;
  /** Makes another saved search current (e.g. the one Create Alert just saved), or none (Clear). */
  setCurrent: (savedSearch: SavedSearch | null) => void;
}

/** A saved search's criteria, or null when its stored JSON no longer validates. */
export function criteriaOf(savedSearch: SavedSearch | null): SearchCriteria | null {
  if (!savedSearch || savedSearch.criteriaError) return null;
  const parsed = parseStoredCriteria(savedSearch.searchCriteria);
  return parsed.ok ? parsed.criteria : null;
}

export function useInitialAlertSearch(onResolved: (resolved: ResolvedAlertSearch) => void): InitialAlertSearch {
  const location = useLocation();
  const [params] = useSearchParams();
  const handed = useMemo(() => handedOverSearch(location.state), [location.state]);
  const ssid = handed ? null : params.get('ssid');
  // Fresh answers on every arrival: the default or the search may have changed on another screen.
  const byId = useGetAlertSearchQuery(ssid ?? skipToken, { refetchOnMountOrArgChange: true });
  const byDefault = useGetDefaultAlertSearchQuery(handed || ssid !== null ? skipToken : undefined, {
    refetchOnMountOrArgChange: true,
  });

  // null while still loading.
  let source: InitialSearchSource | null = null;
  let savedSearch: SavedSearch | null = null;
  if (handed) [source, savedSearch] = ['state', handed];
  else if (ssid !== null) {
    // A search that is not the user's (404) has been toasted by the base query; a plain search follows.
    if (!byId.isFetching) [source, savedSearch] = byId.data ? ['ssid', byId.data] : ['none', null];
  } else if (!byDefault.isFetching && !byDefault.isUninitialized) {
    [source, savedSearch] = byDefault.data ? ['default', byDefault.data] : ['none', null];
  }

  // Resolved once per arrival (location.key): later refetches (e.g. after a new default) change nothing.
  const [chosen, setChosen] = useState<{ key: string; savedSearch: SavedSearch | null } | null>(null);
  const reported = useRef<string | null>(null);
  const onResolvedRef = useRef(onResolved);
  useEffect(() => {
    onResolvedRef.current = onResolved;
  });
  useEffect(() => {
    if (source === null || reported.current === location.key) return;
    reported.current = location.key;
    setChosen({ key: location.key, savedSearch });
    onResolvedRef.current({ source, savedSearch, criteria: criteriaOf(savedSearch) });
  }, [source, savedSearch, location.key]);

  const setCurrent = useCallback(
    (savedSearch: SavedSearch | null) => setChosen({ key: location.key, savedSearch }),
    [location.key],
  );
  const current = chosen && chosen.key === location.key ? chosen.savedSearch : null;
  return { loading: chosen?.key !== location.key, current, setCurrent };
}
