// The alerts screen's Export menu (spec §2 header, §5, §9): "Download up to N alerts" queues every result
// through the Alerts CSV Download modal; "Download selected" saves alerts.csv at once, after the Confirm
// Download modal when it costs credits or exceeds the download limit. Either shows "Download CSV?" when
// the credits cannot pay for it.
import {
  isApiErrorBody,
  PERMISSIONS,
  UI_MESSAGES,
  type DownloadAllRequest,
  type SearchCriteria,
} from '@leadsignal/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { ConfirmModal } from '../../../components/modals/ConfirmModal';
import { errorStatus } from '../../../lib/base-api';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { useAppDispatch, useAppSelector } from '../../../stores/hooks';
import { selectAllowedPermissions } from '../../../stores/session-slice';
import {
  monthlyAvailableCreditsSet,
  selectDownloadLimit,
  selectMonthlyAvailableCredits,
} from '../../../stores/shared-slice';
import { useDownloadAllAlertsMutation, useDownloadSelectedAlertsMutation } from '../api';
import {
  exportAllCount,
  exportAllExceedsCredits,
  planSelectedDownload,
  plural,
  type SelectedRow,
} from '../export-rules';
import { saveCsv } from '../save-file';
import { useAlertCsvDownloads } from '../use-download-list';
import { AlertsCsvDownloadModal, type AlertsCsvDownloadChoice } from './AlertsCsvDownloadModal';
import { InsufficientCreditModal } from './InsufficientCreditModal';

export interface ExportMenuProps {
  /** The criteria of the results on screen (what "download all" exports). */
  criteria: SearchCriteria;
  /** How many alerts those criteria match. */
  totalCount: number;
  /** The results are being fetched: "download all" waits for them. */
  loading: boolean;
  /** The selected rows, across pages, in the order they were selected. */
  selectedRows: readonly SelectedRow[];
  /** After a selected download: the rows it viewed for the first time (now free to reveal). */
  onDownloaded?: (newlyDownloadedIds: string[]) => void;
}

type OpenModal = 'all' | 'confirmSelected' | 'insufficient' | null;

/** The reason the server gave, else the spec's message; nothing for a 401 (the app is back at /login). */
function failureMessage(error: FetchBaseQueryError | SerializedError, fallback: string): string | null {
  if (!('status' in error)) return fallback;
  const status = errorStatus(error);
  if (status === 401) return null;
  if (status === 403) return UI_MESSAGES.noPermission;
  return 'data' in error && isApiErrorBody(error.data) ? error.data.errors[0].reason : fallback;
}

const isPaymentRequired = (error: FetchBaseQueryError | SerializedError) =>
  'status' in error && errorStatus(error) === 402;

export function ExportMenu({ criteria, totalCount, loading, selectedRows, onDownloaded }: ExportMenuProps) {
  const dispatch = useAppDispatch();
  const permissions = useAppSelector(selectAllowedPermissions);
  const credits = useAppSelector(selectMonthlyAvailableCredits);
  const downloadLimit = useAppSelector(selectDownloadLimit);
  const [open, setOpen] = useState<OpenModal>(null);
  const [downloadAll, allState] = useDownloadAllAlertsMutation();
  const [downloadSelected, selectedState] = useDownloadSelectedAlertsMutation();
  // Once an export is queued from here, its progress is followed here too (and toasted when Ready).
  const [watching, setWatching] = useState(false);
  useAlertCsvDownloads({ skip: !watching });

  if (!permissions.includes(PERMISSIONS.alertsExport)) return null;

  const allCount = exportAllCount(totalCount, downloadLimit);
  const plan = planSelectedDownload(selectedRows, downloadLimit);
  const close = () => setOpen(null);

  const startDownloadAll = () => {
    setOpen(exportAllExceedsCredits(totalCount, downloadLimit, credits) ? 'insufficient' : 'all');
  };

  const queueAll = async (choice: AlertsCsvDownloadChoice) => {
    const body: DownloadAllRequest = { ...criteria, ...choice };
    const result = await downloadAll(body);
    if ('data' in result && result.data) {
      close();
      notifySuccess(UI_MESSAGES.csvQueued);
      setWatching(true);
      return;
    }
    const error = result.error ?? { message: 'No answer' };
    if (isPaymentRequired(error)) return setOpen('insufficient');
    const message = failureMessage(error, UI_MESSAGES.downloadAllFailed);
    if (message) notifyError(message);
  };

  const saveSelected = async () => {
    const result = await downloadSelected({ events: plan.rows.map((row) => ({ id: row.id })) });
    if ('data' in result && result.data) {
      close();
      dispatch(monthlyAvailableCreditsSet(result.data.monthlyAvailableCredit));
      saveCsv(result.data.csvData, 'alerts.csv');
      onDownloaded?.(result.data.newlyDownloadedIds);
      return;
    }
    const error = result.error ?? { message: 'No answer' };
    if (isPaymentRequired(error)) return setOpen('insufficient');
    close();
    const message = failureMessage(error, UI_MESSAGES.downloadSelectedFailed);
    if (message) notifyError(message);
  };

  const startDownloadSelected = () => {
    if (plan.credits > credits) return setOpen('insufficient');
    if (plan.needsConfirmation) return setOpen('confirmSelected');
    void saveSelected();
  };

  return (
    <>
      <Dropdown>
        <Dropdown.Toggle
          variant="primary"
          id="alerts-export-menu"
          disabled={allState.isLoading || selectedState.isLoading}
        >
          Export
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <Dropdown.Item as="button" disabled={loading || totalCount === 0} onClick={startDownloadAll}>
            Download up to {plural(allCount, 'alert')}
          </Dropdown.Item>
          <Dropdown.Item as="button" disabled={selectedRows.length === 0} onClick={startDownloadSelected}>
            Download selected ({selectedRows.length.toLocaleString('en-US')})
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
      <AlertsCsvDownloadModal
        show={open === 'all'}
        totalCount={totalCount}
        rowCount={allCount}
        busy={allState.isLoading}
        onSubmit={(choice) => void queueAll(choice)}
        onCancel={close}
      />
      <ConfirmModal
        show={open === 'confirmSelected'}
        title="Confirm Download"
        message={
          <>
            <p className={plan.overLimit ? 'mb-2' : 'mb-0'}>
              Downloading {plural(plan.rows.length, 'alert')} uses {plural(plan.credits, 'credit')}: one for each alert
              you have not downloaded or revealed before.
            </p>
            {plan.overLimit && (
              <p className="mb-0 text-muted small" role="note">
                You selected {plural(selectedRows.length, 'alert')}, but your download limit is{' '}
                {downloadLimit.toLocaleString('en-US')}: only the first {downloadLimit.toLocaleString('en-US')} will be
                downloaded.
              </p>
            )}
          </>
        }
        confirmLabel="Download"
        busy={selectedState.isLoading}
        onConfirm={() => void saveSelected()}
        onCancel={close}
      />
      <InsufficientCreditModal show={open === 'insufficient'} onClose={close} />
    </>
  );
}
