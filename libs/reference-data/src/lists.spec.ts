import {
  ALERT_DATE_RANGES,
  COMPANY_RELATIONSHIPS,
  COMPANY_SIZES,
  COMPANY_TYPES,
  DOMAIN_TYPES,
  EMAIL_TYPES,
  EVENT_TYPES,
  FUNDING_STAGES,
  JOB_FUNCTIONS,
  PERIOD_DATE_RANGES,
  PHONE_TYPES,
  REVENUE_BANDS,
  SENIORITY_LEVELS,
  SOURCE_KINDS,
  valuesOf,
  type Option,
} from './index';

// The values below are copied from the spec (§3 "Reference data"); they are what the API and the data store.
describe('fixed option lists', () => {
  it.each<[string, readonly Option<string | number>[], (string | number)[]]>([
    [
      'event types',
      EVENT_TYPES,
      [
        'real_estate',
        'personnel',
        'investment_financing',
        'products_and_services',
        'partnerships_and_joint_ventures',
        'legal_issues',
        'mergers_and_acquisitions',
        'earning_performance_dividens',
        'awards',
        'corporate_expansion',
        'competitive_intelligence',
        'funding',
      ],
    ],
    [
      'company sizes',
      COMPANY_SIZES,
      ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001-10000', '1000+'],
    ],
    [
      'company types',
      COMPANY_TYPES,
      [
        'govertment_agency',
        'partnership',
        'privately_held',
        'educational',
        'self_employed',
        'non_profit',
        'public_company',
        'self_owned',
      ],
    ],
    ['company relationships', COMPANY_RELATIONSHIPS, ['Affiliate', 'Parent', 'Subsidiary']],
    [
      'revenue bands',
      REVENUE_BANDS,
      ['$0 - 1m', '$1 - 10m', '$10 - 50m', '$50 - 100m', '$100 - 250m', '$250 - 500m', '$500m - 1b', '> $1b'],
    ],
    ['source kinds', SOURCE_KINDS, ['internal', 'external']],
    ['alert date ranges', ALERT_DATE_RANGES, [1, 2, 3, 4]],
    ['period date ranges', PERIOD_DATE_RANGES, [1, 2, 3]],
    ['email types', EMAIL_TYPES, [1, 2, 3, 4]],
    [
      'phone types',
      PHONE_TYPES,
      [
        'any_phone',
        'mobile',
        'fixed_line',
        'fixed_line_or_mobile',
        'toll_free',
        'personal_number',
        'voicemail',
        'voip',
        'uan',
        'shared_cost',
        'premium_rate',
      ],
    ],
    ['domain types', DOMAIN_TYPES, ['education', 'military', 'nonprofit', 'government', 'unknown']],
    [
      'job functions',
      JOB_FUNCTIONS,
      [
        'Administration',
        'Consulting',
        'Design',
        'Customer Service',
        'Education',
        'IT',
        'Finance',
        'General Management',
        'Health',
        'Human Resources',
        'Legal',
        'Marketing',
        'Media',
        'Operations',
        'Public Relations',
        'Real Estate',
        'Sales',
        'Trades',
        'Other',
      ],
    ],
    [
      'seniority levels',
      SENIORITY_LEVELS,
      [
        'board',
        'partner',
        'cxo',
        'director',
        'owner',
        'vp',
        'manager',
        'senior',
        'junior',
        'unpaid',
        'staff',
        'training',
        'student',
        'retired',
        'entry',
      ],
    ],
    ['funding stages', FUNDING_STAGES, ['Seed', 'Series A', 'Series B', 'Series C', 'Series D']],
  ])('%s have exactly the spec values', (_name, list, values) => {
    expect(valuesOf(list)).toEqual(values);
    expect(new Set(list.map((option) => option.label.toLowerCase())).size).toBe(list.length);
  });

  it('labels the spec lists that name their labels', () => {
    expect(ALERT_DATE_RANGES.map((o) => o.label)).toEqual(['Last Day', 'Last Week', 'Last Month', 'Last 3 Months']);
    expect(PERIOD_DATE_RANGES.map((o) => o.label)).toEqual(['Last Month', 'Last Quarter', 'Last Year']);
    expect(EMAIL_TYPES.map((o) => o.label)).toEqual(['Any Email', 'Professional', 'Personal', 'Role-Based']);
    expect(COMPANY_SIZES.find((o) => o.value === '1000+')?.label).toBe('10,001+');
    expect(COMPANY_TYPES.find((o) => o.value === 'govertment_agency')?.label).toBe('Government Agency');
    expect(EVENT_TYPES.find((o) => o.value === 'earning_performance_dividens')?.label).toBe(
      'Earnings, Performance & Dividends',
    );
  });

  it('capitalises seniority labels, with CXO and VP in capitals', () => {
    for (const { value, label } of SENIORITY_LEVELS) {
      const expected =
        value === 'cxo' || value === 'vp' ? value.toUpperCase() : value[0].toUpperCase() + value.slice(1);
      expect(label).toBe(expected);
    }
  });
});
