// The companies definition against its contract: every criterion of CompanySearchCriteria is in the panel
// (lists excepted), and a search survives panel → criteria → address → criteria unchanged.
import { companyCriteriaObject, defaultCompanySearchCriteria, type CompanySearchCriteria } from '@leadsignal/contracts';
import {
  buildCriteria,
  criterionDefinitions,
  filterStateFromCriteria,
  initialFilterState,
  resolveOptions,
  updateCriterion,
} from '../../components/filters';
import { criteriaFromSearchParams, searchParamsOf } from '../../search-kit';
import { companiesKind } from './companies-kind';

// The arrival window is laid over a search by a notification's link, not chosen in the panel.
const NOT_PANEL_FILTERS = new Set([
  'isListSelected',
  'listId',
  'page',
  'pageSize',
  'sortBy',
  'sortDirection',
  'isArrivedWindowSelected',
  'arrivedAfter',
  'arrivedUntil',
]);

function roundTrip(criteria: CompanySearchCriteria): CompanySearchCriteria | null {
  const address = searchParamsOf(companiesKind, criteria).toString();
  return criteriaFromSearchParams(companiesKind, new URLSearchParams(address));
}

describe('the registered-companies definition', () => {
  it('puts every criterion of the contract in the panel, except the list', () => {
    const covered = new Set<string>();
    for (const definition of criterionDefinitions(companiesKind.filters)) {
      covered.add(definition.flag);
      if ('field' in definition) covered.add(definition.field);
      if (definition.kind === 'tags' && definition.exactMatchField) covered.add(definition.exactMatchField);
    }
    const contractFields = Object.keys(companyCriteriaObject.shape).filter((field) => !NOT_PANEL_FILTERS.has(field));
    expect(contractFields.filter((field) => !covered.has(field))).toEqual([]);
    expect([...covered].filter((field) => !contractFields.includes(field))).toEqual([]);
  });

  it('groups the panel as Company, Firmographics, Location and Registry', () => {
    expect(companiesKind.filters.groups.map((group) => group.title)).toEqual([
      'Company',
      'Firmographics',
      'Location',
      'Registry',
    ]);
  });

  it('lists the top-level industries first, as "(all)", then the industries without repeating them', () => {
    const industries = criterionDefinitions(companiesKind.filters).find((d) => d.id === 'industries');
    if (industries?.kind !== 'multiSelect' || typeof industries.options === 'function')
      throw new Error('no industries');
    const [top, rest] = industries.options as { label: string; options: { value: string; label: string }[] }[];
    expect(top.label).toBe('Top-level industries');
    expect(top.options).toHaveLength(20);
    expect(top.options).toContainEqual({ value: 'manufacturing', label: 'Manufacturing (all)' });
    expect(rest.label).toBe('Industries');
    expect(rest.options.some((option) => option.value === 'manufacturing')).toBe(false);
    const values = resolveOptions(industries.options, initialFilterState(companiesKind.filters)).map((o) => o.value);
    expect(new Set(values).size).toBe(values.length);
  });

  it('keeps a search through the panel and the address: top-level industry, date range, custom technology, postcode', () => {
    const config = companiesKind.filters;
    let state = initialFilterState(config);
    const set = (id: string, value: string | number | string[]) =>
      (state = updateCriterion(config, state, id, { enabled: true, value }));
    set('industries', ['manufacturing', 'robotics engineering']);
    set('incorporated', 2);
    set('technologies', ['Salesforce', 'ZephyrOS']);
    set('zipCodes', ['SW1A 1AA']);
    set('country', 'united kingdom');
    set('states', ['England']);
    set('statuses', ['in_liquidation']);
    state = updateCriterion(config, state, 'companyNames', { enabled: true, value: ['acme'], exactMatch: false });
    const base: CompanySearchCriteria = { ...defaultCompanySearchCriteria(), sortBy: 'dateAdded' };
    const criteria = buildCriteria(config, state, base);

    expect(criteria).toMatchObject({
      isCompanyIndustriesSelected: true,
      companyIndustries: ['manufacturing', 'robotics engineering'],
      isRegisteredDateRangeSelected: true,
      registeredDateRangeOption: 2,
      isCompanyTechnologiesSelected: true,
      companyTechnologies: ['Salesforce', 'ZephyrOS'],
      isZipcodesSelected: true,
      zipCodes: ['SW1A 1AA'],
      country: 'united kingdom',
      states: ['England'],
      companyStatuses: ['in_liquidation'],
      companyNames: ['acme'],
      companyNamesExactMatch: false,
      isListSelected: false,
    });
    const address = searchParamsOf(companiesKind, criteria).toString();
    expect(address).toContain('industries=manufacturing&industries=robotics+engineering');
    expect(address).toContain('incorporated=2');
    expect(address).toContain('technologies=ZephyrOS');
    expect(address).toContain('zipCodes=SW1A+1AA');
    expect(address).toContain('sort=dateAdded.asc');
    expect(roundTrip(criteria)).toEqual(criteria);
    expect(filterStateFromCriteria(config, criteria)).toEqual(state);
  });

  it('reads options from an address by label too, and keeps a custom technology as typed', () => {
    const criteria = criteriaFromSearchParams<CompanySearchCriteria, CompanySearchCriteria['sortBy']>(
      companiesKind,
      new URLSearchParams(
        'industries=Manufacturing (all)&technologies=salesforce&technologies=ZephyrOS&incorporated=Last Year&page=1',
      ),
    );
    expect(criteria).toMatchObject({
      companyIndustries: ['manufacturing'],
      companyTechnologies: ['Salesforce', 'ZephyrOS'],
      registeredDateRangeOption: 3,
    });
  });

  it('clears to the contract defaults', () => {
    const cleared = buildCriteria(
      companiesKind.filters,
      initialFilterState(companiesKind.filters),
      companiesKind.criteria.defaults(),
    );
    expect(cleared).toEqual(defaultCompanySearchCriteria());
    expect(searchParamsOf(companiesKind, cleared).toString()).toBe('page=1');
  });
});
