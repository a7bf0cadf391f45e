// The create-saved-search modal (spec §2 Create Alert, §5): a required name (Save disabled while it is empty
// or while saving), Notifications and "Shared with team" (private unless chosen; docs/teams-sharing.md), checked
// with the contract's schema. Saving is useCreateSavedSearch's;
// a refused name is shown under the field, and the screen gets the new search in onCreated.
import {
  savedSearchNameSchema,
  sharingOfChoice,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearch,
  type SharingChoice,
} from '@leadsignal/contracts';
import { z } from 'zod';
import { CheckField, FormModal, TextField } from '../../components/forms';
import type { SearchCriteriaBase, SearchKindDefinition, SearchRow } from '../kind';
import { SharingField, sharingChoiceSchema } from '../sharing/sharing';
import { useCreateSavedSearch } from './use-create-saved-search';

const createFormSchema = z.object({
  name: savedSearchNameSchema,
  enableNotification: z.boolean(),
  sharing: sharingChoiceSchema,
});

export interface CreateSavedSearchModalProps<C extends SearchCriteriaBase<S>, R extends SearchRow, S extends string> {
  kind: SearchKindDefinition<C, R, S>;
  show: boolean;
  /** The criteria the screen's filters describe now (page and size included). */
  criteria: C;
  onHide: () => void;
  onCreated: (savedSearch: SavedSearch) => void;
}

export function CreateSavedSearchModal<C extends SearchCriteriaBase<S>, R extends SearchRow, S extends string>({
  kind,
  show,
  criteria,
  onHide,
  onCreated,
}: CreateSavedSearchModalProps<C, R, S>) {
  const { create } = useCreateSavedSearch(kind);
  const { labels } = kind.manifest;
  return (
    <FormModal
      id={`${kind.manifest.kind}-create`}
      title={labels.createTitle}
      show={show}
      onHide={onHide}
      schema={createFormSchema}
      defaultValues={{ name: '', enableNotification: false, sharing: 'private' as SharingChoice }}
      canSubmit={({ name }) => name.trim() !== ''}
      onSubmit={async ({ name, enableNotification, sharing }, form) => {
        const result = await create({ name, criteria, enableNotification, sharing: sharingOfChoice(sharing) });
        if (!result.ok) {
          if (result.reason) form.setError('name', { message: result.reason });
          return;
        }
        onCreated(result.savedSearch);
        onHide();
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="name" label="Name" maxLength={SAVED_SEARCH_NAME_MAX} autoFocus required />
          <CheckField
            form={form}
            name="enableNotification"
            id={`${kind.manifest.kind}-create-notifications`}
            label="Notifications"
            hint={labels.notificationsHint}
          />
          <SharingField form={form} name="sharing" id={`${kind.manifest.kind}-create-sharing`} />
        </>
      )}
    </FormModal>
  );
}
