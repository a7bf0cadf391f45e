// Every migration, in order. Add new ones at the end; never edit one that has shipped.
import { Initial1763850000000 } from './1763850000000-initial';
import { Alerts1763850100000 } from './1763850100000-alerts';
import { SavedSearches1763850200000 } from './1763850200000-saved-searches';
import { AlertSearch1763853000000 } from './1763853000000-alert-search';
import { CsvDownloads1763855500000 } from './1763855500000-csv-downloads';
import { Monitoring1763860000000 } from './1763860000000-monitoring';
import { AlertCountRollups1763862000000 } from './1763862000000-alert-count-rollups';
import { AlertSearchWideIndexes1763863000000 } from './1763863000000-alert-search-wide-indexes';
import { AlertTypeIndexWide1763864000000 } from './1763864000000-alert-type-index-wide';
import { AlertFundingRollup1763865000000 } from './1763865000000-alert-funding-rollup';
import { AlertKeywordNamedIndex1763866000000 } from './1763866000000-alert-keyword-named-index';
import { ReportedDataActions1763867000000 } from './1763867000000-reported-data-actions';
import { Billing1763868000000 } from './1763868000000-billing';
import { RegisteredCompanies1763870000000 } from './1763870000000-registered-companies';
import { CompanyEventsIndex1763870100000 } from './1763870100000-company-events-index';
import { Prospects1763871000000 } from './1763871000000-prospects';
import { Lists1763872000000 } from './1763872000000-lists';
import { ProspectFunctionSeniorityIndex1763873000000 } from './1763873000000-prospect-function-seniority-index';
import { ExportInterruptions1763880000000 } from './1763880000000-export-interruptions';
import { MailOutbox1763881000000 } from './1763881000000-mail-outbox';
import { CreditBuckets1763890000000 } from './1763890000000-credit-buckets';
import { CompanyProspectRollups1763895000000 } from './1763895000000-company-prospect-rollups';
import { InviteTokens1763896100000 } from './1763896100000-invite-tokens';
import { CompanyTechnologyRollup1763897000000 } from './1763897000000-company-technology-rollup';
import { HomeVisits1763900000000 } from './1763900000000-home-visits';
import { SearchDataVersion1763905000000 } from './1763905000000-search-data-version';
import { DescendingSortIndexes1763906000000 } from './1763906000000-descending-sort-indexes';
import { ContactCompanyRollup1763910000000 } from './1763910000000-contact-company-rollup';
import { SearchBandVersions1763920000000 } from './1763920000000-search-band-versions';
import { ListMemberCounts1763925000000 } from './1763925000000-list-member-counts';
import { ExportRunToken1763926000000 } from './1763926000000-export-run-token';
import { CreditAccounts1763927000000 } from './1763927000000-credit-accounts';
import { Workspaces1763930000000 } from './1763930000000-workspaces';
import { SharedSearchSubscriptions1763931000000 } from './1763931000000-shared-search-subscriptions';
import { CreditWarnings1763932000000 } from './1763932000000-credit-warnings';

export const MIGRATIONS = [
  Initial1763850000000,
  Alerts1763850100000,
  SavedSearches1763850200000,
  AlertSearch1763853000000,
  CsvDownloads1763855500000,
  Monitoring1763860000000,
  AlertCountRollups1763862000000,
  AlertSearchWideIndexes1763863000000,
  AlertTypeIndexWide1763864000000,
  AlertFundingRollup1763865000000,
  AlertKeywordNamedIndex1763866000000,
  ReportedDataActions1763867000000,
  Billing1763868000000,
  RegisteredCompanies1763870000000,
  CompanyEventsIndex1763870100000,
  Prospects1763871000000,
  Lists1763872000000,
  ProspectFunctionSeniorityIndex1763873000000,
  ExportInterruptions1763880000000,
  MailOutbox1763881000000,
  CreditBuckets1763890000000,
  CompanyProspectRollups1763895000000,
  InviteTokens1763896100000,
  CompanyTechnologyRollup1763897000000,
  HomeVisits1763900000000,
  SearchDataVersion1763905000000,
  DescendingSortIndexes1763906000000,
  ContactCompanyRollup1763910000000,
  SearchBandVersions1763920000000,
  ListMemberCounts1763925000000,
  ExportRunToken1763926000000,
  CreditAccounts1763927000000,
  Workspaces1763930000000,
  SharedSearchSubscriptions1763931000000,
  CreditWarnings1763932000000,
];
