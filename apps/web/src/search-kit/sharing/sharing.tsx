// Sharing a list or a saved search with the team (docs/teams-sharing.md): the "Shared with team" choice (only me,
// the team can view, the team can edit) on create and in the owner's Sharing dialog, and the note a shared row
// carries — who owns it and what the caller may do with it (the owner stays visible).
import {
  SHARING_CHOICE_LABELS,
  sharingChoiceOf,
  sharingOfChoice,
  type Sharing,
  type SharingChoice,
  type TeamAccess,
  type Visibility,
} from '@leadsignal/contracts';
import Badge from 'react-bootstrap/Badge';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { FormModal, SelectField } from '../../components/forms';
import type { SelectFieldProps } from '../../components/forms/fields';
import './sharing.css';

export const SHARING_CHOICES = Object.keys(SHARING_CHOICE_LABELS) as SharingChoice[];
export const sharingChoiceSchema = z.enum(SHARING_CHOICES as [SharingChoice, ...SharingChoice[]]);
export const SHARING_LABEL = 'Shared with team';
export const SHARING_HINT = 'Everyone in your team sees a shared item and its owner; only you can delete it.';

/** The "Shared with team" select of a form whose field `name` holds a SharingChoice. */
export function SharingField<T extends FieldValues>(props: Omit<SelectFieldProps<T>, 'label' | 'options' | 'hint'>) {
  return (
    <SelectField
      {...props}
      label={SHARING_LABEL}
      hint={SHARING_HINT}
      options={SHARING_CHOICES.map((choice) => ({ value: choice, label: SHARING_CHOICE_LABELS[choice] }))}
    />
  );
}

const sharingFormSchema = z.object({ sharing: sharingChoiceSchema });

export interface SharingModalProps {
  /** The item whose sharing the owner changes; null when closed. */
  item: (Pick<Sharing, 'visibility' | 'teamAccess'> & { name: string }) | null;
  /** What the item is, for the title: "list", "saved search". */
  noun: string;
  /** Saves the choice; true when it was saved (the dialog closes). */
  onSave: (sharing: { visibility: Visibility; teamAccess?: TeamAccess }) => Promise<boolean>;
  onHide: () => void;
}

/** The owner's Sharing dialog: only me, the team can view, or the team can edit. */
export function SharingModal({ item, noun, onSave, onHide }: SharingModalProps) {
  const initial = item ? sharingChoiceOf(item) : 'private';
  return (
    <FormModal
      id="sharing"
      title={`Share ${noun}`}
      show={item !== null}
      onHide={onHide}
      schema={sharingFormSchema}
      defaultValues={{ sharing: initial }}
      canSubmit={({ sharing }) => sharing !== initial}
      onSubmit={async ({ sharing }) => {
        if (await onSave(sharingOfChoice(sharing))) onHide();
      }}
    >
      {(form) => (
        <>
          <p className="text-muted small text-break">{item?.name}</p>
          <SharingField form={form} name="sharing" />
        </>
      )}
    </FormModal>
  );
}

/** What a sharing change says once saved. */
export function sharingSavedText(name: string, sharing: { visibility: Visibility; teamAccess?: TeamAccess }) {
  if (sharing.visibility === 'private') return `'${name}' is private now.`;
  return `'${name}' is shared with your team (${sharing.teamAccess === 'edit' ? 'can edit' : 'can view'}).`;
}

/**
 * The note under a row's name: a teammate's item names its owner ("Shared by Ana Reyes", and "View only" when the
 * caller may not change it); the caller's own shared item says the team sees it. Nothing for a private one.
 */
export function SharingNote({ item }: { item: Sharing }) {
  if (item.mine) {
    if (item.visibility === 'private') return null;
    return (
      <span className="sharing-note">
        <Badge bg="info" text="dark">
          {item.teamAccess === 'edit' ? 'Team can edit' : 'Team can view'}
        </Badge>
      </span>
    );
  }
  return (
    <span className="sharing-note">
      <Badge bg="secondary">Shared</Badge>
      <span className="sharing-owner">
        by {item.owner.fullName}
        {!item.canEdit && ' · View only'}
      </span>
    </span>
  );
}
