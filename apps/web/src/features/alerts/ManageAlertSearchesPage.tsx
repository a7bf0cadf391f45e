// /managealertsavesearch: the user's saved alert searches, the search kit's saved-search page for alerts.
import { SavedSearchesPage } from '../search';
import { alertsKind } from './alerts-kind';

export { SEARCH_DELETED } from '../search';

export function ManageAlertSearchesPage() {
  return <SavedSearchesPage kind={alertsKind} />;
}
