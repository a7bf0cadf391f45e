// The notice over the alert results while they come from a saved search (spec §2), or, when the
// search's stored criteria no longer validate, why its results are not what is shown.
import { UI_MESSAGES, type SavedSearch } from '@leadsignal/contracts';
import Alert from 'react-bootstrap/Alert';

export function SavedSearchNotice({ savedSearch }: { savedSearch: SavedSearch | null }) {
  if (!savedSearch) return null;
  if (savedSearch.criteriaError) {
    return (
      <Alert variant="warning" className="py-2 mb-2" role="status">
        The alert '{savedSearch.name}' can no longer be applied: {savedSearch.criteriaError} Showing all alerts instead;
        create the alert again to fix it.
      </Alert>
    );
  }
  return (
    <Alert variant="info" className="py-2 mb-2" role="status">
      {UI_MESSAGES.viewingSavedAlert(savedSearch.name)}
    </Alert>
  );
}
