// A search screen's Export menu (spec §2 header, §5, §9): "Download up to N alerts" queues every result
// through the kind's CSV download modal; "Download selected" saves the kind's file (alerts.csv) at once,
// after the Confirm Download modal when it costs credits or exceeds the download limit. Either goes straight
// to "Download CSV?" when the credits cannot pay for it, which also shows a server's 402 reason as is (a
// member's monthly cap set by their team names the cap). What each costs is the server's estimate, counted as
// the charge is (a person once, rows viewed before free, the download limit applied); without an answer the
// rows on screen are counted instead. A disabled "download all" says why (no results, still searching).
import { isErrorBody, UI_MESSAGES } from '@leadsignal/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { ConfirmModal } from '../../components/modals/ConfirmModal';
import { errorStatus } from '../../lib/base-api';
import { notifyError, notifySuccess } from '../../lib/toast';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { selectAllowedPermissions } from '../../stores/session-slice';
import {
  monthlyAvailableCreditsSet,
  selectDownloadLimit,
  selectMonthlyAvailableCredits,
} from '../../stores/shared-slice';
import type { SearchCriteriaBase, SearchKindDefinition, SearchRow } from '../kind';
import type { DownloadAllOptions } from '../api/export-api';
import type { DownloadEstimate } from '@leadsignal/contracts';
import { exportAllCount, exportAllExceedsCredits, planSelectedDownload, type SelectedRow } from './export-rules';
import { formatNumber, plural } from '../../lib/format';
import { saveCsv } from './save-file';
import { useCsvDownloads } from './use-download-list';
import { CsvDownloadModal } from './CsvDownloadModal';
import { InsufficientCreditModal } from './InsufficientCreditModal';

export interface ExportMenuProps<C extends SearchCriteriaBase<S>, R extends SearchRow, S extends string> {
  kind: SearchKindDefinition<C, R, S>;
  /** The criteria of the results on screen (what "download all" exports). */
  criteria: C;
  /** How many rows those criteria match. */
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
  return 'data' in error && isErrorBody(error.data) ? error.data.errors[0].reason : fallback;
}

const isPaymentRequired = (error: FetchBaseQueryError | SerializedError) =>
  'status' in error && errorStatus(error) === 402;

/** A 402's reason as the server words it (no credit left in the pool, or a member's monthly cap reached). */
const refusalReason = (error: FetchBaseQueryError | SerializedError): string | null =>
  'data' in error && isErrorBody(error.data) ? error.data.errors[0].reason : null;

export function ExportMenu<C extends SearchCriteriaBase<S>, R extends SearchRow, S extends string>({
  kind,
  criteria,
  totalCount,
  loading,
  selectedRows,
  onDownloaded,
}: ExportMenuProps<C, R, S>) {
  const dispatch = useAppDispatch();
  const permissions = useAppSelector(selectAllowedPermissions);
  const credits = useAppSelector(selectMonthlyAvailableCredits);
  const downloadLimit = useAppSelector(selectDownloadLimit);
  const [open, setOpen] = useState<OpenModal>(null);
  // The server's reason when it refused a download with 402, shown as is by "Download CSV?" (a member's cap
  // names the cap); null when the app itself found the credits short.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [downloadAll, allState] = kind.api.exports.useDownloadAllMutation();
  const [downloadSelected, selectedState] = kind.api.exports.useDownloadSelectedMutation();
  const [estimateOf, estimateState] = kind.api.exports.useEstimateMutation();
  // The server's estimate of the download the open modal is about (null when it could not be had).
  const [estimate, setEstimate] = useState<DownloadEstimate | null>(null);
  // Once an export is queued from here, its progress is followed here too (and toasted when Ready).
  const [watching, setWatching] = useState(false);
  useCsvDownloads(kind.api.exports, { skip: !watching });

  if (!permissions.includes(kind.manifest.permissions.export)) return null;
  const { one, many } = kind.manifest.nouns;

  const allCount = exportAllCount(totalCount, downloadLimit);
  const plan = planSelectedDownload(selectedRows, downloadLimit);
  const close = () => setOpen(null);
  const refused = (error: FetchBaseQueryError | SerializedError) => {
    setRefusal(refusalReason(error));
    setOpen('insufficient');
  };

  const startDownloadAll = async () => {
    const answer = await estimateOf({ criteria });
    const estimated = 'data' in answer && answer.data ? answer.data : null;
    setEstimate(estimated);
    const short = estimated ? estimated.credits > credits : exportAllExceedsCredits(totalCount, downloadLimit, credits);
    setRefusal(null);
    setOpen(short ? 'insufficient' : 'all');
  };

  const queueAll = async (choice: DownloadAllOptions) => {
    const result = await downloadAll({ ...criteria, ...choice });
    if ('data' in result && result.data) {
      close();
      notifySuccess(UI_MESSAGES.csvQueued);
      setWatching(true);
      return;
    }
    const error = result.error ?? { message: 'No answer' };
    if (isPaymentRequired(error)) return refused(error);
    const message = failureMessage(error, kind.manifest.messages.downloadAllFailed);
    if (message) notifyError(message);
  };

  const saveSelected = async () => {
    // The server applies the download limit itself (the first ones named), as the estimate did.
    const result = await downloadSelected(plan.rows.map((row) => row.id));
    if ('data' in result && result.data) {
      close();
      dispatch(monthlyAvailableCreditsSet(result.data.monthlyAvailableCredit));
      saveCsv(result.data.csvData, kind.manifest.labels.selectedFileName);
      notifySuccess(UI_MESSAGES.csvReady);
      onDownloaded?.(result.data.newlyDownloadedIds);
      return;
    }
    const error = result.error ?? { message: 'No answer' };
    if (isPaymentRequired(error)) return refused(error);
    close();
    const message = failureMessage(error, kind.manifest.messages.downloadSelectedFailed);
    if (message) notifyError(message);
  };

  const startDownloadSelected = async () => {
    const answer = await estimateOf({ ids: selectedRows.map((row) => row.id) });
    const estimated = 'data' in answer && answer.data ? answer.data : null;
    setEstimate(estimated);
    const cost = estimated ? estimated.credits : plan.credits;
    setRefusal(null);
    if (cost > credits) return setOpen('insufficient');
    if (plan.overLimit || cost > 0 || (!estimated && plan.needsConfirmation)) return setOpen('confirmSelected');
    void saveSelected();
  };

  // What a disabled "download all" says instead of a count.
  let allLabel = `Download up to ${plural(allCount, one, many)}`;
  if (loading) allLabel = `Counting ${many}…`;
  else if (totalCount === 0) allLabel = `No ${many} to download`;
  const selectedCost = estimate ? estimate.credits : plan.credits;
  const selectedRowsCount = estimate ? estimate.rows : plan.rows.length;

  return (
    <>
      <Dropdown>
        <Dropdown.Toggle
          variant="primary"
          id={`${kind.manifest.kind}-export-menu`}
          disabled={allState.isLoading || selectedState.isLoading || estimateState.isLoading}
        >
          Export
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <Dropdown.Item as="button" disabled={loading || totalCount === 0} onClick={() => void startDownloadAll()}>
            {allLabel}
          </Dropdown.Item>
          <Dropdown.Item as="button" disabled={selectedRows.length === 0} onClick={() => void startDownloadSelected()}>
            Download selected ({formatNumber(selectedRows.length)})
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
      <CsvDownloadModal
        id={kind.manifest.kind}
        title={kind.manifest.labels.csvDownloadTitle}
        nouns={kind.manifest.nouns}
        canSaveSearch={permissions.includes(kind.manifest.permissions.save)}
        show={open === 'all'}
        totalCount={estimate ? estimate.requested : totalCount}
        rowCount={estimate ? estimate.rows : allCount}
        credits={estimate ? estimate.credits : null}
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
              Downloading {plural(selectedRowsCount, one, many)} uses {plural(selectedCost, 'credit')}: one for each{' '}
              {one} you have not {kind.manifest.labels.paidBefore} before
              {kind.manifest.paysFor === 'prospect' ? ', a person once however many rows name them' : ''}.
            </p>
            {plan.overLimit && (
              <p className="mb-0 text-muted small" role="note">
                You selected {plural(selectedRows.length, one, many)}, but your download limit is{' '}
                {formatNumber(downloadLimit)}: only the first {formatNumber(downloadLimit)} will be downloaded.
              </p>
            )}
          </>
        }
        confirmLabel="Download"
        busy={selectedState.isLoading}
        onConfirm={() => void saveSelected()}
        onCancel={close}
      />
      <InsufficientCreditModal show={open === 'insufficient'} message={refusal ?? undefined} onClose={close} />
    </>
  );
}
