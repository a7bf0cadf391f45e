// /manageregisteredcompanysearch: the user's saved company searches, the search kit's saved-search page for
// companies.
import { SavedSearchesPage } from '../search';
import { companiesKind } from './companies-kind';

export function ManageCompanySearchesPage() {
  return <SavedSearchesPage kind={companiesKind} />;
}
