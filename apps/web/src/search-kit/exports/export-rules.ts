// The rules of spec §5 and §9 for the Export menu, as plain functions: what each choice would download,
// what it costs, and when the user must confirm first.

export interface SelectedRow {
  id: string;
  /** Revealed or downloaded before: free to download again. */
  isViewed: boolean;
}

/** Rows "download all" would hold: the total, capped by the download limit (0 = unlimited). */
export function exportAllCount(totalCount: number, downloadLimit: number): number {
  return downloadLimit > 0 ? Math.min(totalCount, downloadLimit) : totalCount;
}

/** Spec §5: export-all is refused up front when those rows exceed the credits left. */
export function exportAllExceedsCredits(totalCount: number, downloadLimit: number, credits: number): boolean {
  return exportAllCount(totalCount, downloadLimit) > credits;
}

export interface SelectedDownloadPlan {
  /** The rows that will be downloaded: the first `downloadLimit` selected, in selection order. */
  rows: SelectedRow[];
  /** One credit per row not viewed before. */
  credits: number;
  /** More rows were selected than the limit allows. */
  overLimit: boolean;
  /** Spec §5: confirm when any selected row costs a credit or the selection exceeds the limit. */
  needsConfirmation: boolean;
}

export function planSelectedDownload(selected: readonly SelectedRow[], downloadLimit: number): SelectedDownloadPlan {
  const overLimit = downloadLimit > 0 && selected.length > downloadLimit;
  const rows = overLimit ? selected.slice(0, downloadLimit) : [...selected];
  const credits = rows.filter((row) => !row.isViewed).length;
  return { rows, credits, overLimit, needsConfirmation: overLimit || selected.some((row) => !row.isViewed) };
}
