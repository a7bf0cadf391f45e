// Create a saved search (spec §2 Create Alert, §4): saves the current criteria under a name; the screen makes
// it the current search and runs it. It does not become the default (that is the user's choice on the
// saved-search page), and a search saved with Notifications ticked is monitored by the server from the start
// (docs/saved-searches.md), so no second call is needed.
import {
  isErrorBody,
  withoutArrivalWindow,
  type SavedSearch,
  type TeamAccess,
  type Visibility,
} from '@leadsignal/contracts';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../lib/toast';
import type { SearchCriteriaBase, SearchKindDefinition, SearchRow } from '../kind';

export interface CreateSavedSearchInput<C> {
  name: string;
  criteria: C;
  enableNotification: boolean;
  /** Shared with the team (docs/teams-sharing.md); private when left out. */
  sharing?: { visibility: Visibility; teamAccess?: TeamAccess };
}

export type CreateSavedSearchResult = { ok: true; savedSearch: SavedSearch } | { ok: false; reason: string | null };

export function useCreateSavedSearch<C extends SearchCriteriaBase<S>, R extends SearchRow, S extends string>(
  kind: SearchKindDefinition<C, R, S>,
) {
  const [save] = kind.api.savedSearches.useSaveMutation();
  const [saving, setSaving] = useState(false);

  async function create({
    name,
    criteria,
    enableNotification,
    sharing,
  }: CreateSavedSearchInput<C>): Promise<CreateSavedSearchResult> {
    setSaving(true);
    try {
      const saved = await save({
        name: name.trim(),
        // A saved search starts on its first page, and a notification's arrival window is never part of it.
        searchCriteria: JSON.stringify(withoutArrivalWindow({ ...criteria, page: 1 })),
        enableNotification,
        ...(sharing && sharing.visibility !== 'private' ? sharing : {}),
      });
      if ('error' in saved) {
        notifyError(kind.manifest.messages.createFailed);
        const error = saved.error as { data?: unknown } | undefined;
        return { ok: false, reason: isErrorBody(error?.data) ? error.data.errors[0].reason : null };
      }
      notifySuccess(kind.manifest.messages.created);
      return { ok: true, savedSearch: saved.data };
    } finally {
      setSaving(false);
    }
  }

  return { create, saving };
}
