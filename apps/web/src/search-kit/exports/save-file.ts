// Saving downloads in the browser: a CSV made in memory (the selected rows) and a finished export's link.
import { CSV_BOM, CSV_MIME_TYPE } from '@leadsignal/contracts';

function clickLink(href: string, fileName?: string): void {
  const link = document.createElement('a');
  link.href = href;
  // With the attribute a failed link (an error page) is saved as a file instead of replacing the app.
  link.setAttribute('download', fileName ?? '');
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Spec §4: byte-order mark prepended, text/csv UTF-8; default name download.csv. */
export function saveCsv(csvData: string, fileName = 'download.csv'): void {
  const url = URL.createObjectURL(new Blob([CSV_BOM, csvData], { type: CSV_MIME_TYPE }));
  clickLink(url, fileName);
  // The click has started the download; the browser no longer needs the object URL after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Opens a finished export's download link: the server answers it as an attachment (or redirects to
 * storage), so the file streams to disk and the page stays where it is.
 */
export function openDownloadLink(url: string): void {
  clickLink(url);
}
