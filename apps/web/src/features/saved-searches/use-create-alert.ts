// Create Alert (spec §2, §4): saves the current criteria as a named alert search and makes it the
// user's default, so it is what the alerts screen shows on the next visit too; with Notifications
// ticked it is also monitored, so new matches are announced (docs/saved-searches.md).
import { isApiErrorBody, UI_MESSAGES, type SavedSearch, type SearchCriteria } from '@leadsignal/contracts';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../lib/toast';
import { useAppDispatch } from '../../stores/hooks';
import {
  savedSearchesApi,
  useSaveAlertSearchMutation,
  useSetDefaultAlertSearchMutation,
  useUpdateMonitoredAlertSearchesMutation,
} from './api';

export interface CreateAlertInput {
  name: string;
  criteria: SearchCriteria;
  enableNotification: boolean;
}

export type CreateAlertResult = { ok: true; savedSearch: SavedSearch } | { ok: false; reason: string | null };

export function useCreateAlert() {
  const dispatch = useAppDispatch();
  const [save] = useSaveAlertSearchMutation();
  const [setDefault] = useSetDefaultAlertSearchMutation();
  const [updateMonitored] = useUpdateMonitoredAlertSearchesMutation();
  const [saving, setSaving] = useState(false);

  async function create({ name, criteria, enableNotification }: CreateAlertInput): Promise<CreateAlertResult> {
    setSaving(true);
    try {
      const saved = await save({
        name: name.trim(),
        // A saved search starts on its first page.
        searchCriteria: JSON.stringify({ ...criteria, page: 1 }),
        enableNotification,
      });
      if ('error' in saved) {
        notifyError(UI_MESSAGES.alertCreateFailed);
        const error = saved.error as { data?: unknown } | undefined;
        return { ok: false, reason: isApiErrorBody(error?.data) ? error.data.errors[0].reason : null };
      }
      const savedSearch = { ...saved.data };
      // The alert exists from here on; a failure below is toasted by the base query and leaves it as saved.
      if (enableNotification) {
        const list = await dispatch(
          savedSearchesApi.endpoints.listAlertSearches.initiate(undefined, { subscribe: false, forceRefetch: true }),
        );
        if (list.data) {
          const ids = new Set(list.data.filter((search) => search.isMonitored).map((search) => search.id));
          ids.add(savedSearch.id);
          if (!('error' in (await updateMonitored([...ids])))) savedSearch.isMonitored = true;
        }
      }
      if (!('error' in (await setDefault(savedSearch.id)))) savedSearch.isDefault = true;
      notifySuccess(UI_MESSAGES.alertCreated);
      return { ok: true, savedSearch };
    } finally {
      setSaving(false);
    }
  }

  return { create, saving };
}
