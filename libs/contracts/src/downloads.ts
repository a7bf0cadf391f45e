// CSV download records and their status codes (spec §4: 0 Failed, 1 Ready, 3 Queued, 4 Processing).
import { z } from 'zod';
import { idSchema } from './ids';
import { alertCriteriaObject, boundAlertSearchWork } from './alert-criteria';
import { ALERTS_MANIFEST, type KindManifest } from './kind-manifest';
import { searchKindSchema } from './search-kinds';

export enum CsvDownloadStatus {
  Failed = 0,
  Ready = 1,
  Queued = 3,
  Processing = 4,
}

export const CSV_DOWNLOAD_STATUS_LABELS: Record<CsvDownloadStatus, string> = {
  [CsvDownloadStatus.Failed]: 'Failed',
  [CsvDownloadStatus.Ready]: 'Ready',
  [CsvDownloadStatus.Queued]: 'Queued',
  [CsvDownloadStatus.Processing]: 'Processing',
};

export const csvDownloadSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: searchKindSchema,
  status: z.enum(CsvDownloadStatus),
  totalRows: z.number().int().nullable(),
  createdOn: z.string(),
  completedOn: z.string().nullable(),
  error: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  /**
   * When the retention sweep removes this download (file and row): createdOn + EXPORT_RETENTION_DAYS,
   * computed by the API so the browser does not guess the server's setting.
   */
  expiresOn: z.string(),
});
export type CsvDownload = z.infer<typeof csvDownloadSchema>;

/** DELETE exports/:id's refusal while the export is still Queued or Processing (docs/exports.md). */
export const DELETE_UNFINISHED_DOWNLOAD_REASON =
  'This CSV download is still being prepared. Delete it once it is ready or has failed.';

// ---- Exports of alerts (ARCHITECTURE §3 and §5) ----

export const CSV_DOWNLOAD_NAME_MAX = 100;

export const csvDownloadNameSchema = z
  .string()
  .trim()
  .min(1, 'CSV download name is required.')
  .max(CSV_DOWNLOAD_NAME_MAX, `CSV download name must be at most ${CSV_DOWNLOAD_NAME_MAX} characters.`);

/** Most rows one "download selected" may name (selections persist across pages, so they can be large). */
export const MAX_SELECTED_DOWNLOAD = 10_000;

/**
 * A kind's download-selected body (POST `exports.prefix/exports.selected`): the selected rows under the
 * manifest's `exports.selectedKey`, `{events: [{id}]}`. Each item only needs its id; other fields of a row the
 * client may send along (spec §7: "the selected rows") are ignored.
 */
export function downloadSelectedRequestSchemaOf(manifest: Pick<KindManifest, 'nouns' | 'api'>) {
  const { nouns } = manifest;
  const selected = z
    .array(z.object({ id: idSchema(`Each selected ${nouns.one} needs a valid id.`) }))
    .min(1, `Select at least one ${nouns.one} to download.`)
    .max(MAX_SELECTED_DOWNLOAD, `Select at most ${MAX_SELECTED_DOWNLOAD} ${nouns.many} to download at once.`);
  return z.strictObject({ [manifest.api.exports.selectedKey]: selected } as Record<string, typeof selected>);
}

/** POST event/downloadSelectedTriggerEvents. */
export const downloadSelectedRequestSchema = downloadSelectedRequestSchemaOf(ALERTS_MANIFEST);
export type DownloadSelectedRequest = z.infer<typeof downloadSelectedRequestSchema>;

export interface DownloadSelectedResponse {
  /** The balance after this download's charge. */
  monthlyAvailableCredit: number;
  /** Rows this download viewed for the first time (the ones charged). */
  newlyDownloadedIds: string[];
  /** The CSV text without the byte-order mark; the browser prepends it when saving alerts.csv. */
  csvData: string;
}

/**
 * What a download would charge (POST `exports.prefix/exports.estimate`), counted as the charge counts: each
 * paid item once (an alert pays for the person it names), items viewed before free, the download limit applied.
 */
export interface DownloadEstimate {
  /** Rows named (a selection, duplicates dropped) or matched (the criteria). */
  requested: number;
  /** Rows the download would hold: the existing ones named, or the matches, capped by the download limit. */
  rows: number;
  /** Credits it would charge. */
  credits: number;
  /** The user's download limit (rows per download; 0 = unlimited). */
  downloadLimit: number;
}

/** The extra fields of POST event/downloadAllTriggerEvents; the rest of the body is the search criteria. */
export const downloadAllOptionsShape = {
  csvDownloadName: csvDownloadNameSchema,
  /** Also save the criteria as an alert search named csvDownloadName (like Create Alert). */
  saveSearch: z.boolean().default(false),
  /** Only with saveSearch (spec §5). */
  enableNotification: z.boolean().default(false),
};

/** Spec §5: Notifications can be ticked only when Save Search is ticked (a refinement of export-all bodies). */
export function notificationsNeedSavedSearch(
  body: { saveSearch: boolean; enableNotification: boolean },
  ctx: z.RefinementCtx,
): void {
  if (!body.saveSearch && body.enableNotification) {
    ctx.addIssue({
      code: 'custom',
      message: 'Notifications can be turned on only when the search is saved.',
      path: ['enableNotification'],
    });
  }
}

/**
 * A kind's export-all body (POST `exports.prefix/exports.all`): its criteria's fields plus csvDownloadName,
 * saveSearch and enableNotification, bounded as its searches are.
 */
export function downloadAllRequestSchemaOf<Shape extends z.ZodRawShape>(
  criteriaObject: z.ZodObject<Shape, z.core.$strict>,
  boundWork: (criteria: Record<string, unknown>, ctx: z.RefinementCtx) => void,
) {
  return criteriaObject
    .extend(downloadAllOptionsShape)
    .superRefine(boundWork)
    .superRefine((body, ctx) => notificationsNeedSavedSearch(body as ExportAllOptionsBody, ctx));
}

type ExportAllOptionsBody = { saveSearch: boolean; enableNotification: boolean };

export const downloadAllRequestSchema = downloadAllRequestSchemaOf(alertCriteriaObject, boundAlertSearchWork);
export type DownloadAllRequest = z.input<typeof downloadAllRequestSchema>;

export interface DownloadAllResponse {
  id: string;
  status: CsvDownloadStatus.Queued;
}

/** The csv-export queue's jobs: `export` (jobId = the csv_downloads id) and the scheduled `cleanup`. */
export const CSV_EXPORT_JOBS = { export: 'export', cleanup: 'cleanup' } as const;

export interface CsvExportJob {
  downloadId: string;
}

/** How the browser saves a CSV (spec §4): UTF-8 byte-order mark first, so spreadsheets read accents right. */
export const CSV_BOM = '\uFEFF';
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';
