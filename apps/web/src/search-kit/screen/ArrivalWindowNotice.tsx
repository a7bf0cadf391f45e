// The notice over results narrowed to an arrival window — what a monitored-search notification opens:
// "Showing the 2 new alerts since Nov 24, 2026, 1:22 PM — Show all matches". Show all matches searches again
// without the window, the saved search still loaded (docs/saved-searches.md).
import type { ArrivalWindow, KindNouns } from '@leadsignal/contracts';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { formatDateTime, plural } from '../../lib/format';

/** When the window's rows arrived: "since <after>", else "up to <until>". */
export function arrivalWindowSpan(window: ArrivalWindow): string {
  const after = window.arrivedAfter ? formatDateTime(window.arrivedAfter) : null;
  const until = window.arrivedUntil ? formatDateTime(window.arrivedUntil) : null;
  if (after) return `since ${after}`;
  return until ? `up to ${until}` : 'any time';
}

/** The window as the active-filter summary lists it: "Arrived: since Nov 24, 2026, 1:22 PM". */
export function describeArrivalWindow(window: ArrivalWindow): string {
  return `Arrived: ${arrivalWindowSpan(window)}`;
}

export function ArrivalWindowNotice({
  window,
  totalCount,
  nouns,
  onShowAll,
}: {
  window: ArrivalWindow;
  /** The window's matches, or null while they are being counted. */
  totalCount: number | null;
  nouns: KindNouns;
  onShowAll: () => void;
}) {
  const matches =
    totalCount === null ? `new ${nouns.many}` : plural(totalCount, `new ${nouns.one}`, `new ${nouns.many}`);
  return (
    <Alert variant="info" className="py-2 mb-2 d-flex align-items-center gap-2" role="status" aria-label="New matches">
      <span className="me-auto">
        Showing the {matches} {arrivalWindowSpan(window)}
      </span>
      <Button size="sm" variant="outline-primary" onClick={onShowAll}>
        Show all matches
      </Button>
    </Alert>
  );
}
