// The alert search in the address bar (search-kit/screen/url-state.ts with the alert filters): short, readable, and
// read back into the same criteria; a tampered or stale address falls back field by field, never whole.
import { defaultAlertSearchCriteria, type AlertSearchCriteria } from '@leadsignal/contracts';
import { criteriaFromSearchParams, hasSearchState, searchParamsOf } from '../../search-kit';
import { alertsKind } from './alerts-kind';

const defaults = defaultAlertSearchCriteria();
const read = (query: string) => criteriaFromSearchParams(alertsKind, new URLSearchParams(query));
const write = (criteria: AlertSearchCriteria, ssid: string | null = null) =>
  searchParamsOf(alertsKind, criteria, ssid).toString();

describe('the alert search in the address', () => {
  it('writes only what differs from the defaults, and always the page', () => {
    expect(write(defaults)).toBe('page=1');
    expect(
      write({
        ...defaults,
        isTriggerEventsTypeSelected: true,
        eventTypes: ['funding', 'awards'],
        isContactNameRequiredSelected: false,
        isContactEmailRequiredSelected: true,
        sortBy: 'companyName',
        sortDirection: 'asc',
        pageSize: 50,
        page: 3,
      }),
    ).toBe(
      'eventTypes=funding&eventTypes=awards&emailRequired=on&off=nameRequired&sort=companyName.asc&size=50&page=3',
    );
  });

  it("carries a notification's arrival window, which alone does not spell out a search", () => {
    const after = '2026-11-24T12:00:00.123456Z';
    const until = '2026-11-24T13:00:00Z';
    const windowed = { ...defaults, isArrivedWindowSelected: true, arrivedAfter: after, arrivedUntil: until, page: 2 };
    const written = write(windowed, 'search-1');
    expect(written).toBe(
      'ssid=search-1&arrivedAfter=2026-11-24T12%3A00%3A00.123456Z&arrivedUntil=2026-11-24T13%3A00%3A00Z&page=2',
    );
    expect(read(written)).toEqual(windowed);
    // The notification's own link: the saved search loads and the window is laid over it (SearchScreen).
    const link = new URLSearchParams({ ssid: 'search-1', arrivedAfter: after, arrivedUntil: until });
    expect(hasSearchState(alertsKind, link)).toBe(false);
    expect(read(`${link}`)).toBeNull();
    // A bound that is no ISO-8601 instant is dropped; with none left there is no window.
    expect(read(`arrivedAfter=yesterday&arrivedUntil=${encodeURIComponent(until)}&page=1`)).toEqual({
      ...defaults,
      isArrivedWindowSelected: true,
      arrivedUntil: until,
    });
    expect(read('arrivedAfter=yesterday&page=1')).toEqual(defaults);
    expect(write({ ...windowed, isArrivedWindowSelected: false })).toBe('page=2');
  });

  it('reads back every kind of criterion as it was written', () => {
    const criteria: AlertSearchCriteria = {
      ...defaults,
      isTriggerEventsTypeSelected: true,
      eventTypes: ['personnel'],
      isTitlesSelected: true,
      titles: ['series b', 'AI & ML, inc.'],
      isTriggerEventsDateRangeSelected: true,
      alertDateRangeOption: 2,
      isContactNameRequiredSelected: false,
      isQuotesRequiredSelected: true,
      isNewHireTypeSelected: true,
      newHireType: 'promotion',
      isCompanyNamesSelected: true,
      companyNames: ['Acme, Inc.'],
      companyNamesExactMatch: false,
      isCountriesSelected: true,
      country: 'canada',
      isStatesSelected: true,
      states: ['Ontario'],
      isZipcodesSelected: true,
      zipCodes: ['90210'],
      isInvestorsSelected: true,
      fundingInvestors: [],
      sortBy: 'title',
      sortDirection: 'desc',
      page: 7,
    };
    expect(read(write(criteria, 'abc'))).toEqual(criteria);
    expect(new URLSearchParams(write(criteria, 'abc')).get('ssid')).toBe('abc');
  });

  it('leaves out the values of criteria that are off: they do not change the results', () => {
    const written = write({ ...defaults, isStatesSelected: false, states: ['Texas'] });
    expect(written).toBe('page=1');
  });

  it('reads a hand-written link by labels as well as values', () => {
    expect(read('eventTypes=Funding&dateRange=Last+Week&country=Canada&hireType=New+Hire')).toEqual({
      ...defaults,
      isTriggerEventsTypeSelected: true,
      eventTypes: ['funding'],
      isTriggerEventsDateRangeSelected: true,
      alertDateRangeOption: 2,
      isCountriesSelected: true,
      country: 'canada',
      isNewHireTypeSelected: true,
      newHireType: 'new_hire',
    });
  });

  it('tells an address with a search from one without (only ?ssid=, or nothing)', () => {
    expect(hasSearchState(alertsKind, new URLSearchParams('ssid=abc'))).toBe(false);
    expect(hasSearchState(alertsKind, new URLSearchParams('utm_source=mail'))).toBe(false);
    expect(read('')).toBeNull();
    expect(hasSearchState(alertsKind, new URLSearchParams('page=2'))).toBe(true);
    expect(hasSearchState(alertsKind, new URLSearchParams('states=Texas'))).toBe(true);
  });

  it('puts back the default of each field it cannot use and keeps the rest', () => {
    expect(read('eventTypes=funding&size=15&page=0&sort=colour.sideways&dateRange=9&hireType=retired&x=1')).toEqual({
      ...defaults,
      isTriggerEventsTypeSelected: true,
      eventTypes: ['funding'],
      isTriggerEventsDateRangeSelected: true,
      isNewHireTypeSelected: true,
    });
    expect(read('page=two')).toEqual(defaults);
    expect(read(`page=${'9'.repeat(30)}`)).toEqual(defaults);
  });
});
