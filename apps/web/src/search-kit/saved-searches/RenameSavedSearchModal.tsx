// Rename a saved search (the saved-search page; …/updateSaveSearch {id, name}): the name is required, Save is
// disabled while it is empty, unchanged or saving, and a refused name (e.g. one the user already has) is shown
// under the field.
import { savedSearchNameSchema, SAVED_SEARCH_NAME_MAX, type SavedSearch } from '@leadsignal/contracts';
import { z } from 'zod';
import { FormModal, serverReason, TextField } from '../../components/forms';
import { notifySuccess } from '../../lib/toast';
import type { SavedSearchApi } from '../api/saved-search-api';

export const SEARCH_RENAMED = 'Saved search renamed.';

const renameFormSchema = z.object({ name: savedSearchNameSchema });

export interface RenameSavedSearchModalProps {
  api: SavedSearchApi;
  /** The search to rename; null when closed. */
  search: SavedSearch | null;
  onHide: () => void;
}

export function RenameSavedSearchModal({ api, search, onHide }: RenameSavedSearchModalProps) {
  const [update] = api.useUpdateMutation();
  return (
    <FormModal
      id="rename-saved-search"
      title="Rename saved search"
      show={search !== null}
      onHide={onHide}
      schema={renameFormSchema}
      defaultValues={{ name: search?.name ?? '' }}
      canSubmit={({ name }) => name.trim() !== '' && name.trim() !== search?.name}
      onSubmit={async ({ name }, form) => {
        if (!search) return;
        const outcome = await update({ id: search.id, name });
        if ('error' in outcome) {
          form.setError('name', { message: serverReason(outcome.error, 'The search could not be renamed.') });
          return;
        }
        notifySuccess(SEARCH_RENAMED);
        onHide();
      }}
    >
      {(form) => (
        <TextField
          form={form}
          name="name"
          label="Name"
          maxLength={SAVED_SEARCH_NAME_MAX}
          autoFocus
          required
          className=""
        />
      )}
    </FormModal>
  );
}
