import { COUNTRIES, findSubdivision, statesForCountryName, subdivisionsOf } from './index';

describe('subdivisionsOf', () => {
  it.each([
    ['SI', 196],
    ['TH', 77],
    ['PH', 89],
    ['RU', 84],
    ['US', 51],
    ['XK', 7],
  ])('%s has %i subdivisions', (country, count) => {
    expect(subdivisionsOf(country)).toHaveLength(count);
  });

  it('lists US states and DC with full and local codes', () => {
    const us = subdivisionsOf('us');
    expect(us).toContainEqual({ value: 'US-CA', label: 'California', localCode: 'CA' });
    expect(us).toContainEqual({ value: 'US-DC', label: 'District of Columbia', localCode: 'DC' });
  });

  it("keeps Norway's offshore entry as the source names it", () => {
    expect(subdivisionsOf('NO')).toContainEqual({ value: 'NO-XX', label: '*Offshore Oil Platforms', localCode: 'XX' });
  });

  it('keeps a local code that is not the suffix of the code', () => {
    expect(subdivisionsOf('BF')).toContainEqual({ value: 'BF-01', label: 'Boucle du Mouhoun Region', localCode: '1' });
  });

  it('returns [] for a country without subdivisions and for an unknown code', () => {
    expect(subdivisionsOf('MC')).toEqual([]);
    expect(subdivisionsOf('ZZ')).toEqual([]);
    expect(subdivisionsOf('QQ')).toEqual([]);
  });

  it('never lists the unassigned placeholder', () => {
    for (const country of COUNTRIES) {
      for (const subdivision of subdivisionsOf(country.value)) {
        expect(subdivision.localCode).not.toBe('U-A');
        expect(subdivision.label).not.toContain('(unassigned)');
        expect(subdivision.value.startsWith(`${country.value}-`)).toBe(true);
      }
    }
  });

  it('has no garbled accents', () => {
    const names = COUNTRIES.flatMap((country) => subdivisionsOf(country.value).map((s) => s.label));
    expect(names.length).toBeGreaterThan(3700);
    expect(names.filter((name) => /Ã|â€/.test(name))).toEqual([]);
    expect(subdivisionsOf('XK').map((s) => s.label)).toContain('Peć District');
  });

  it('is sorted by name', () => {
    const labels = subdivisionsOf('US').map((s) => s.label);
    expect(labels[0]).toBe('Alabama');
    expect(labels).toEqual([...labels].sort(new Intl.Collator('en').compare));
  });
});

describe('statesForCountryName', () => {
  it('follows the lower-cased country name of the criteria', () => {
    expect(statesForCountryName('united states')).toBe(subdivisionsOf('US'));
    expect(statesForCountryName('Kosovo')).toHaveLength(7);
    expect(statesForCountryName('monaco')).toEqual([]);
    expect(statesForCountryName('atlantis')).toEqual([]);
  });
});

describe('findSubdivision', () => {
  it('matches the full code, the local code or the name', () => {
    expect(findSubdivision('US', 'us-ny')?.label).toBe('New York');
    expect(findSubdivision('US', 'NY')?.label).toBe('New York');
    expect(findSubdivision('us', ' new york ')?.value).toBe('US-NY');
    expect(findSubdivision('US', 'Bavaria')).toBeUndefined();
  });
});
