// The notice over a kind's results while they come from a saved search (spec §2), or, when the search's
// stored criteria no longer validate, why its results are not what is shown.
import type { KindMessages, SavedSearch } from '@leadsignal/contracts';
import Alert from 'react-bootstrap/Alert';

export function SavedSearchNotice({
  savedSearch,
  messages,
}: {
  savedSearch: SavedSearch | null;
  messages: Pick<KindMessages, 'viewingSavedSearch' | 'staleSavedSearch'>;
}) {
  if (!savedSearch) return null;
  if (savedSearch.criteriaError) {
    return (
      <Alert variant="warning" className="py-2 mb-2" role="status">
        {messages.staleSavedSearch(savedSearch.name, savedSearch.criteriaError)}
      </Alert>
    );
  }
  return (
    <Alert variant="info" className="py-2 mb-2" role="status">
      {messages.viewingSavedSearch(savedSearch.name)}
    </Alert>
  );
}
