// /manageprospectssearch: the kit's saved-search page for prospects.
import { SavedSearchesPage } from '../search';
import { prospectsKind } from './prospects-kind';

export const ManageProspectSearchesPage = () => <SavedSearchesPage kind={prospectsKind} />;
