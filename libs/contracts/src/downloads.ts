// CSV download records and their status codes (spec §4: 0 Failed, 1 Ready, 3 Queued, 4 Processing).
import { z } from 'zod';

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

export const SEARCH_KINDS = ['alerts', 'companies', 'prospects'] as const;
export const searchKindSchema = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof searchKindSchema>;

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
});
export type CsvDownload = z.infer<typeof csvDownloadSchema>;
