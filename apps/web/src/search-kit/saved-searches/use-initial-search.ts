// Which saved search a kind's search screen starts from (spec §4, on load): one handed over in router state,
// else the one named by ?ssid=, else the user's default, else none (a plain search). An address that spells
// out its own search (`explicit`, see screen/url-state.ts) skips the default: it is what the user asked for,
// and its ?ssid= only names the saved search the results came from. The screen hears the answer once per
// arrival through onResolved, and the current saved search is kept here (the notice shows it).
import { parseCriteriaJson, type SavedSearch } from '@leadsignal/contracts';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import type { SearchCriteriaBase, SearchKindDefinition, SearchRow } from '../kind';
import { handedOverSearch } from './handover';
import { useAppSelector } from '../../stores/hooks';
import { selectAllowedPermissions } from '../../stores/session-slice';

export type InitialSearchSource = 'state' | 'ssid' | 'default' | 'none';

export interface ResolvedSearch<C> {
  source: InitialSearchSource;
  savedSearch: SavedSearch | null;
  /** The saved search's criteria; null for a plain search or when they no longer validate (see criteriaError). */
  criteria: C | null;
}

export interface InitialSearch {
  /** True until the starting search is known; hold the first search until then. */
  loading: boolean;
  /** The saved search the results come from (for SavedSearchNotice), or null. */
  current: SavedSearch | null;
  /** Makes another saved search current without a new arrival, or none. */
  setCurrent: (savedSearch: SavedSearch | null) => void;
}

/** A saved search's criteria, or null when its stored JSON no longer validates. */
export function criteriaOf<C>(criteria: { schema: z.ZodType<C> }, savedSearch: SavedSearch | null): C | null {
  if (!savedSearch || savedSearch.criteriaError) return null;
  const parsed = parseCriteriaJson(criteria.schema, savedSearch.searchCriteria);
  return parsed.ok ? parsed.criteria : null;
}

export function useInitialSearch<C extends SearchCriteriaBase<S>, R extends SearchRow, S extends string>(
  kind: SearchKindDefinition<C, R, S>,
  onResolved: (resolved: ResolvedSearch<C>) => void,
  options: { explicit?: boolean } = {},
): InitialSearch {
  const location = useLocation();
  const [params] = useSearchParams();
  const api = kind.api.savedSearches;
  const handed = useMemo(
    () => handedOverSearch(location.state, kind.manifest.kind),
    [location.state, kind.manifest.kind],
  );
  const ssid = handed ? null : params.get('ssid');
  const explicit = options.explicit ?? false;
  // Saved searches are the save permission's: without it none is asked for (the server would answer 403).
  const canSave = useAppSelector(selectAllowedPermissions).includes(kind.manifest.permissions.save);
  // Fresh answers on every arrival: the default or the search may have changed on another screen.
  const byId = api.useGetByIdQuery(canSave && ssid !== null ? ssid : skipToken, { refetchOnMountOrArgChange: true });
  const byDefault = api.useGetDefaultQuery(!canSave || handed || ssid !== null || explicit ? skipToken : undefined, {
    refetchOnMountOrArgChange: true,
  });

  // null while still loading.
  let source: InitialSearchSource | null = null;
  let savedSearch: SavedSearch | null = null;
  if (handed) [source, savedSearch] = ['state', handed];
  else if (!canSave) [source, savedSearch] = ['none', null];
  else if (ssid !== null) {
    // A search that is not the user's (404) has been toasted by the base query; a plain search follows.
    if (!byId.isFetching) [source, savedSearch] = byId.data ? ['ssid', byId.data] : ['none', null];
  } else if (explicit) {
    [source, savedSearch] = ['none', null];
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
    onResolvedRef.current({ source, savedSearch, criteria: criteriaOf(kind.criteria, savedSearch) });
  }, [source, savedSearch, location.key, kind]);

  const setCurrent = useCallback(
    (savedSearch: SavedSearch | null) => setChosen({ key: location.key, savedSearch }),
    [location.key],
  );
  const current = chosen && chosen.key === location.key ? chosen.savedSearch : null;
  return { loading: chosen?.key !== location.key, current, setCurrent };
}
