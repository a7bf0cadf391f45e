import {
  alertSearchCriteriaSchema,
  companySearchCriteriaSchema,
  prospectSearchCriteriaSchema,
  type AlertSearchCriteriaInput,
} from '@leadsignal/contracts';
import { ALERT_SEARCH } from '../kinds/alerts';
import { COMPANY_SEARCH } from '../kinds/companies';
import { PROSPECT_SEARCH } from '../kinds/prospects';
import { HEAVY_SEARCH_COST, isHeavySearch, searchCost } from './cost';

const alerts = (input: AlertSearchCriteriaInput) => alertSearchCriteriaSchema.parse(input);
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`);
const letters = (n: number) => [...'abcdefghijklmnopqrstuvwxyz'].slice(0, n);

describe('search cost', () => {
  it('costs nothing for exact criteria, however many values, and for indexed sorts', () => {
    const many = Array.from({ length: 1000 }, (_, i) => `Acme ${i}`);
    expect(searchCost(ALERT_SEARCH, alerts({}))).toBe(0);
    expect(
      searchCost(
        ALERT_SEARCH,
        alerts({
          isCompanyNamesSelected: true,
          companyNames: many,
          isCititesSelected: true,
          cities: many,
          isTriggerEventsTypeSelected: true,
          eventTypes: ['funding', 'personnel'],
          sortBy: 'companyName',
          sortDirection: 'desc',
        }),
      ),
    ).toBe(0);
    expect(searchCost(COMPANY_SEARCH, companySearchCriteriaSchema.parse({ sortBy: 'employeeSize' }))).toBe(0);
  });

  it('counts keyword words: two for a prefix, one for a word of one or two letters, nothing for a flag that is off', () => {
    expect(searchCost(ALERT_SEARCH, alerts({ isTitlesSelected: true, titles: ['series b funding', 'AI'] }))).toBe(
      2 + 1 + 2 + 1,
    );
    expect(searchCost(ALERT_SEARCH, alerts({ isTitlesSelected: false, titles: words(50) }))).toBe(0);
    // Text without a word adds nothing, as it adds nothing to the query.
    expect(searchCost(ALERT_SEARCH, alerts({ isTitlesSelected: true, titles: ['!!', '&'] }))).toBe(0);
  });

  it('counts partial terms, a short one (no trigram) as a scan of every row, each distinct term once', () => {
    const partial = (companyNames: string[]) =>
      searchCost(
        ALERT_SEARCH,
        alerts({ isCompanyNamesSelected: true, companyNamesExactMatch: false, companyNames: companyNames }),
      );
    expect(partial(['acme'])).toBe(4);
    expect(partial(['acme', 'ACME ', 'globex'])).toBe(8);
    expect(partial(['a'])).toBe(20);
    expect(partial(['ab', 'abc'])).toBe(24);
    // Web addresses are costed as the domains they are matched as.
    expect(
      searchCost(
        ALERT_SEARCH,
        alerts({ isCompanyURLsSelected: true, companyURLsExactMatch: false, companyURLs: ['https://www.ab/'] }),
      ),
    ).toBe(20);
  });

  it('costs a sort no index serves', () => {
    expect(searchCost(ALERT_SEARCH, alerts({ sortBy: 'title', sortDirection: 'asc' }))).toBe(20);
    expect(searchCost(ALERT_SEARCH, alerts({ sortBy: 'type', sortDirection: 'asc' }))).toBe(0);
  });

  it("adds the prospect's company criteria to the person's", () => {
    const criteria = prospectSearchCriteriaSchema.parse({
      isJobTitlesSelected: true,
      jobTitlesExactMatch: false,
      jobTitles: ['cto'],
      company: { isCompanyNamesSelected: true, companyNamesExactMatch: false, companyNames: ['x'] },
    });
    expect(searchCost(PROSPECT_SEARCH, criteria)).toBe(4 + 20);
  });

  it('judges what people type light and the heaviest criteria heavy', () => {
    const heavy = (input: AlertSearchCriteriaInput) => isHeavySearch(ALERT_SEARCH, alerts(input));
    expect(heavy({ isTitlesSelected: true, titles: words(9) })).toBe(false);
    expect(heavy({ isTitlesSelected: true, titles: words(10) })).toBe(true);
    expect(heavy({ isCompanyNamesSelected: true, companyNamesExactMatch: false, companyNames: words(4) })).toBe(false);
    expect(heavy({ isCompanyNamesSelected: true, companyNamesExactMatch: false, companyNames: words(5) })).toBe(true);
    expect(heavy({ isCompanyNamesSelected: true, companyNamesExactMatch: false, companyNames: ['a'] })).toBe(true);
    const heaviest = alerts({
      isTitlesSelected: true,
      titles: words(50),
      isCompanyNamesSelected: true,
      companyNamesExactMatch: false,
      companyNames: letters(20),
      sortBy: 'companyName',
    });
    expect(searchCost(ALERT_SEARCH, heaviest)).toBe(50 * 2 + 20 * 20);
    expect(searchCost(ALERT_SEARCH, heaviest)).toBeGreaterThanOrEqual(HEAVY_SEARCH_COST);
  });
});
