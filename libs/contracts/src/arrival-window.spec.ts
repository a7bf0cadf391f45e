// The arrival window every search kind shares (a monitored-search notification's new matches).
import { alertSearchCriteriaSchema } from './alert-criteria';
import { companySearchCriteriaSchema } from './company-criteria';
import { prospectSearchCriteriaSchema } from './prospect-criteria';
import { withoutArrivalWindow } from './search-criteria';

const schemas = {
  alerts: alertSearchCriteriaSchema,
  companies: companySearchCriteriaSchema,
  prospects: prospectSearchCriteriaSchema,
};

describe.each(Object.entries(schemas))('the arrival window of %s criteria', (_kind, schema) => {
  it('is off and unbounded by default', () => {
    const criteria = schema.parse({});
    expect(criteria).toMatchObject({ isArrivedWindowSelected: false, arrivedAfter: '', arrivedUntil: '' });
  });

  it.each(['2026-11-24T13:22:01.123456Z', '2026-11-24T13:22:01Z', '2026-11-24T14:22:01+01:00'])(
    'accepts the ISO-8601 timestamp %s',
    (instant) => {
      const parsed = schema.safeParse({ isArrivedWindowSelected: true, arrivedAfter: instant, arrivedUntil: instant });
      expect(parsed.success).toBe(true);
    },
  );

  it.each(['yesterday', '2026-11-24', '2026-11-24 13:22:01Z', '2026-13-24T13:22:01Z', '2026-11-24T13:22:01', ' '])(
    'refuses %j as a bound',
    (instant) => {
      const after = schema.safeParse({ arrivedAfter: instant });
      expect(after.success).toBe(false);
      expect(after.error?.issues[0].path).toEqual(['arrivedAfter']);
      expect(schema.safeParse({ arrivedUntil: instant }).success).toBe(false);
    },
  );

  it.each(['0000-01-01T00:00:00Z', '1899-12-31T23:59:59Z', '2101-01-01T00:00:00Z', '9999-12-31T23:59:59Z'])(
    'refuses %s, outside 1900-01-01 to 2100-12-31, naming the bound',
    (instant) => {
      for (const field of ['arrivedAfter', 'arrivedUntil']) {
        const parsed = schema.safeParse({ isArrivedWindowSelected: true, [field]: instant });
        expect(parsed.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
          { path: [field], message: 'Must be a date from 1900-01-01 to 2100-12-31.' },
        ]);
      }
    },
  );

  it.each([
    '1900-01-01T00:00:00Z',
    '2100-12-31T23:59:59.999999Z',
    '1900-01-01T00:00:00+14:00',
    '2026-01-01T00:00:00-15:59',
  ])('accepts %s, on the bounds', (instant) => {
    expect(schema.safeParse({ arrivedAfter: instant, arrivedUntil: instant }).success).toBe(true);
  });

  it('refuses an offset PostgreSQL cannot read, and says only what is wrong with a malformed bound', () => {
    expect(schema.safeParse({ arrivedAfter: '2026-01-01T00:00:00+16:00' }).error?.issues[0].message).toBe(
      'Must have a time-zone offset between -15:59 and +15:59.',
    );
    expect(schema.safeParse({ arrivedAfter: 'yesterday' }).error?.issues).toHaveLength(1);
  });

  it('is dropped by withoutArrivalWindow (what a saved search stores)', () => {
    const criteria = schema.parse({
      isArrivedWindowSelected: true,
      arrivedAfter: '2026-11-24T13:22:01Z',
      arrivedUntil: '2026-11-25T13:22:01Z',
      page: 2,
    });
    expect(withoutArrivalWindow(criteria)).toEqual({
      ...criteria,
      isArrivedWindowSelected: false,
      arrivedAfter: '',
      arrivedUntil: '',
    });
  });
});
