// Add the selected rows to a list: one of the user's lists of the kind or one their team shares with them to edit
// (its owner named), or a new one named here (the contract's rule for a list name). With no such list yet,
// "New list…" is chosen from the start.
import { listNameSchema, type ListKind, type SavedList } from '@leadsignal/contracts';
import { useEffect } from 'react';
import { z } from 'zod';
import { FormModal, SelectField, TextField, type ZodForm } from '../../components/forms';
import { notifySuccess } from '../../lib/toast';
import { useAddListMembersMutation, useCreateListMutation, useGetListsQuery } from './lists-api';

export interface AddToListModalProps {
  show: boolean;
  kind: ListKind;
  /** The ids to add. */
  ids: readonly string[];
  onHide: () => void;
  /** After the members were added. */
  onAdded?: (list: SavedList) => void;
}

const NEW_LIST = 'new';

const addToListFormSchema = z.object({ list: z.string(), name: z.string() }).superRefine(({ list, name }, context) => {
  if (list === '') context.addIssue({ code: 'custom', path: ['list'], message: 'Choose a list.' });
  if (list !== NEW_LIST) return;
  const parsed = listNameSchema.safeParse(name);
  if (!parsed.success) context.addIssue({ code: 'custom', path: ['name'], message: parsed.error.issues[0].message });
});

/** "New list…" while the user has no list (or none has arrived yet), unless the user chose otherwise. */
function NewListWhenNone({ form, none }: { form: ZodForm<typeof addToListFormSchema>; none: boolean }) {
  useEffect(() => {
    const chosen = form.getFieldState('list').isDirty;
    const value = form.getValues('list');
    if (none && value === '') form.setValue('list', NEW_LIST);
    else if (!none && value === NEW_LIST && !chosen) form.setValue('list', '');
  }, [form, none]);
  return null;
}

export function AddToListModal({ show, kind, ids, onHide, onAdded }: AddToListModalProps) {
  const lists = useGetListsQuery(kind, { skip: !show });
  const [createList] = useCreateListMutation();
  const [addMembers] = useAddListMembersMutation();
  // A list shared with the user to view only takes no members from them.
  const existing = (lists.data ?? []).filter((list) => list.canEdit);

  return (
    <FormModal
      id="add-to-list"
      title="Add to list"
      show={show}
      onHide={onHide}
      schema={addToListFormSchema}
      defaultValues={{ list: '', name: '' }}
      submitLabel="Add"
      onSubmit={async (values) => {
        let list = existing.find((candidate) => candidate.id === values.list);
        if (values.list === NEW_LIST) {
          const created = await createList({ kind, name: listNameSchema.parse(values.name) });
          // The base query has toasted the reason (e.g. a list by that name exists).
          if ('error' in created || !created.data) return;
          list = created.data;
        }
        if (!list) return;
        const added = await addMembers({ id: list.id, ids: [...ids] });
        if ('error' in added || !added.data) return;
        notifySuccess(`${added.data.changed} added to '${list.name}' (${added.data.memberCount} in the list).`);
        onAdded?.(list);
        onHide();
      }}
    >
      {(form) => (
        <>
          <NewListWhenNone form={form} none={existing.length === 0} />
          <p className="text-muted small">
            {ids.length} selected {ids.length === 1 ? 'row' : 'rows'} will be added.
          </p>
          <SelectField
            form={form}
            name="list"
            id="add-to-list-choice"
            label="List"
            disabled={lists.isLoading}
            options={[
              ...(existing.length ? [{ value: '', label: 'Choose a list' }] : []),
              ...existing.map((list) => ({
                value: list.id,
                label: `${list.name} (${list.memberCount})${list.mine ? '' : ` · ${list.owner.fullName}`}`,
              })),
              { value: NEW_LIST, label: 'New list…' },
            ]}
          />
          {form.watch('list') === NEW_LIST && <TextField form={form} name="name" label="New list name" autoFocus />}
        </>
      )}
    </FormModal>
  );
}
