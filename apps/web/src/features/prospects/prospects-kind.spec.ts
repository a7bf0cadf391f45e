// The prospects definition: every criterion of the contract is in the panel (the list criteria excepted, see
// docs/decisions.md), and a search — nested company criteria included — survives the address both ways.
import {
  companyFiltersShape,
  defaultProspectSearchCriteria,
  prospectFiltersShape,
  type ProspectSearchCriteria,
} from '@leadsignal/contracts';
import { criterionDefinitions, filterStateFromCriteria, buildCriteria } from '../../components/filters';
import { criteriaFromSearchParams, searchParamsOf } from '../../search-kit';
import { validCriteria } from '../../search-kit/screen/url-state';
import { prospectsKind } from './prospects-kind';

const flagsOf = (shape: object, prefix = '') =>
  Object.keys(shape)
    .filter((key) => /^is[A-Z]/.test(key))
    .map((key) => `${prefix}${key}`);

const NOT_IN_PANEL = ['isListSelected', 'company.isListSelected'];

const criteria = (overrides: Partial<ProspectSearchCriteria>): ProspectSearchCriteria => ({
  ...defaultProspectSearchCriteria(),
  ...overrides,
});

describe('the prospects definition', () => {
  const definitions = criterionDefinitions(prospectsKind.filters);

  it('has every criterion of the contract in its panel, the company ones under company.', () => {
    const contract = [...flagsOf(prospectFiltersShape), ...flagsOf(companyFiltersShape, 'company.')].filter(
      (flag) => !NOT_IN_PANEL.includes(flag),
    );
    expect(definitions.map((definition) => definition.flag).sort()).toEqual(contract.sort());
    expect(prospectsKind.filters.groups.map((group) => group.title)).toEqual([
      'Person',
      'Contact Data',
      'Company',
      'Location',
    ]);
  });

  it('names criteria uniquely and never with a parameter the address reserves', () => {
    const ids = definitions.map((definition) => definition.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const reserved of ['ssid', 'page', 'size', 'sort', 'off', 'contains']) expect(ids).not.toContain(reserved);
  });

  it('maps every criterion to a field the schema knows', () => {
    const defaults = defaultProspectSearchCriteria() as unknown as Record<string, Record<string, unknown>>;
    const known = (path: string) => {
      const [outer, inner] = path.split('.');
      return inner === undefined ? outer in defaults : inner in defaults[outer];
    };
    for (const definition of definitions) {
      expect(known(definition.flag)).toBe(true);
      if ('field' in definition) expect(known(definition.field)).toBe(true);
    }
  });

  it('turns the panel into criteria and back, company criteria included', () => {
    const search = criteria({
      isContactJobLevelSelected: true,
      contactJobLevels: ['vp', 'director'],
      isPhoneTypesSelected: true,
      phoneTypes: ['mobile'],
      isEmailTypeSelected: true,
      emailTypeOption: 2,
      company: {
        ...defaultProspectSearchCriteria().company,
        isCompanyIndustriesSelected: true,
        companyIndustries: ['software development'],
        isCompanyNamesSelected: true,
        companyNames: ['acme'],
        companyNamesExactMatch: false,
        isCountriesSelected: true,
        country: 'canada',
      },
    });
    const state = filterStateFromCriteria(prospectsKind.filters, search);
    expect(state.industries).toMatchObject({ enabled: true, value: ['software development'] });
    expect(state.companyNames).toMatchObject({ enabled: true, exactMatch: false, value: ['acme'] });
    expect(state.companyCountry).toMatchObject({ enabled: true, value: 'canada' });
    expect(buildCriteria(prospectsKind.filters, state, defaultProspectSearchCriteria())).toEqual(search);
  });

  it('writes nested company criteria into the address and reads them back', () => {
    const search = criteria({
      isJobTitlesSelected: true,
      jobTitles: ['Head of Sales'],
      jobTitlesExactMatch: false,
      isContactEmailRequiredSelected: true,
      sortBy: 'seniority',
      sortDirection: 'asc',
      page: 3,
      company: {
        ...defaultProspectSearchCriteria().company,
        isCompanyEmployeesSelected: true,
        companyEmployeeSizes: ['51-200'],
        isStatesSelected: true,
        states: ['Texas'],
        isKeywordsSelected: true,
        keywords: ['cloud'],
      },
    });
    const params = searchParamsOf(prospectsKind, search);
    expect(params.getAll('employeeSizes')).toEqual(['51-200']);
    expect(params.getAll('companyStates')).toEqual(['Texas']);
    expect(params.getAll('companyKeywords')).toEqual(['cloud']);
    expect(params.get('contains')).toBe('jobTitles');
    expect(params.get('emailRequired')).toBe('on');
    expect(params.get('sort')).toBe('seniority.asc');
    expect(criteriaFromSearchParams(prospectsKind, params)).toEqual(search);
  });

  it('puts back only the nested field the schema refuses', () => {
    const bad = criteria({ isContactEmailRequiredSelected: true });
    const broken = {
      ...bad,
      company: { ...bad.company, isCompanyTypesSelected: true, companyTypes: ['x'], registeredDateRangeOption: 9 },
    } as ProspectSearchCriteria;
    const valid = validCriteria(prospectsKind, broken);
    expect(valid.company.registeredDateRangeOption).toBe(0);
    expect(valid.company.isCompanyTypesSelected).toBe(true);
    expect(valid.isContactEmailRequiredSelected).toBe(true);
  });
});
