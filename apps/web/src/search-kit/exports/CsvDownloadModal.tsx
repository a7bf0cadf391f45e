// The export-all modal, e.g. "Alerts CSV Download" (spec §2, §5): names the export (required, the contract's
// schema; Continue disabled while empty), and can save the search too — Notifications only when Save Search is
// ticked, and unticking it clears them. Without the save permission there is nothing to tick.
import { CSV_DOWNLOAD_NAME_MAX, csvDownloadNameSchema, type KindNouns } from '@leadsignal/contracts';
import { z } from 'zod';
import { CheckField, FormModal, TextField } from '../../components/forms';
import { formatNumber, plural } from '../../lib/format';
import type { DownloadAllOptions } from '../api/export-api';

const csvDownloadFormSchema = z.object({
  csvDownloadName: csvDownloadNameSchema,
  saveSearch: z.boolean(),
  enableNotification: z.boolean(),
});

export interface CsvDownloadModalProps {
  /** Prefix of the DOM ids (the kind). */
  id: string;
  /** "Alerts CSV Download"; rows are called by the kind's nouns. */
  title: string;
  nouns: KindNouns;
  /** The user may save searches: Save Search and Notifications are offered. */
  canSaveSearch: boolean;
  show: boolean;
  /** Rows the search found, and how many of them the download will hold (after the download limit). */
  totalCount: number;
  rowCount: number;
  /** What the server estimates the export will charge (null: not known, the rule is said instead). */
  credits?: number | null;
  busy: boolean;
  onSubmit: (choice: DownloadAllOptions) => void;
  onCancel: () => void;
}

export function CsvDownloadModal(props: CsvDownloadModalProps) {
  const { id, nouns, canSaveSearch, totalCount, rowCount } = props;
  const { one, many } = nouns;
  return (
    <FormModal
      id={`${id}-csv-download`}
      title={props.title}
      show={props.show}
      onHide={props.onCancel}
      schema={csvDownloadFormSchema}
      defaultValues={{ csvDownloadName: '', saveSearch: false, enableNotification: false }}
      submitLabel="Continue"
      busy={props.busy}
      canSubmit={({ csvDownloadName }) => csvDownloadName.trim() !== ''}
      onSubmit={({ csvDownloadName, saveSearch, enableNotification }) =>
        props.onSubmit({
          csvDownloadName,
          saveSearch: canSaveSearch && saveSearch,
          enableNotification: canSaveSearch && saveSearch && enableNotification,
        })
      }
    >
      {(form) => (
        <>
          {props.credits === null || props.credits === undefined ? (
            <p className="mb-2">
              {plural(rowCount, one, many)} will be exported. Each {one} you have not downloaded or revealed before uses
              one credit when the file is ready.
            </p>
          ) : (
            <p className="mb-2">
              {plural(rowCount, one, many)} will be exported, using {plural(props.credits, 'credit')} when the file is
              ready: one for each {one} you have not downloaded or revealed before.
            </p>
          )}
          {rowCount < totalCount && (
            <p className="text-muted small" role="note">
              Your download limit is {formatNumber(rowCount)}: only the first {formatNumber(rowCount)} of{' '}
              {plural(totalCount, one, many)} will be downloaded.
            </p>
          )}
          <TextField
            form={form}
            name="csvDownloadName"
            id={`${id}-csv-download-name`}
            label="Name"
            maxLength={CSV_DOWNLOAD_NAME_MAX}
            placeholder="e.g. Funding rounds this quarter"
            autoFocus
            required
          />
          {canSaveSearch && (
            <>
              <CheckField
                form={form}
                name="saveSearch"
                id={`${id}-csv-download-save-search`}
                label="Save Search"
                onChange={(checked) => {
                  if (!checked) form.setValue('enableNotification', false);
                }}
              />
              <CheckField
                form={form}
                name="enableNotification"
                id={`${id}-csv-download-notifications`}
                label="Notifications"
                disabled={!form.watch('saveSearch')}
              />
            </>
          )}
        </>
      )}
    </FormModal>
  );
}
