// Every migration, in order. Add new ones at the end; never edit one that has shipped.
import { Initial1763850000000 } from './1763850000000-initial';
import { Alerts1763850100000 } from './1763850100000-alerts';
import { SavedSearches1763850200000 } from './1763850200000-saved-searches';

export const MIGRATIONS = [Initial1763850000000, Alerts1763850100000, SavedSearches1763850200000];
