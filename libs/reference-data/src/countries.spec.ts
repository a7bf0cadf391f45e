import { COUNTRIES, DEFAULT_COUNTRY_NAME, countryCodeForName, findCountryByName, findOption } from './index';

describe('COUNTRIES', () => {
  it('has every OurAirports country, with a unique two-letter code', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c.value)).size).toBe(249);
    for (const country of COUNTRIES) expect(country.value).toMatch(/^[A-Z]{2}$/);
  });

  it('is sorted by name for the dropdown', () => {
    const labels = COUNTRIES.map((c) => c.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('en').compare));
  });

  it('keeps Kosovo (XK) and Namibia (NA, not a missing value)', () => {
    expect(findOption(COUNTRIES, 'XK')?.label).toBe('Kosovo');
    expect(findOption(COUNTRIES, 'NA')?.label).toBe('Namibia');
  });

  it('has no garbled accents', () => {
    for (const country of COUNTRIES) expect(country.label).not.toMatch(/Ã|â€/);
    expect(findOption(COUNTRIES, 'CI')?.label).toBe("Côte d'Ivoire");
  });
});

describe('findCountryByName', () => {
  it('finds the default criteria country', () => {
    expect(DEFAULT_COUNTRY_NAME).toBe('united states');
    expect(findCountryByName(DEFAULT_COUNTRY_NAME)).toEqual({ value: 'US', label: 'United States' });
  });

  it('ignores case and blanks, and does not match codes', () => {
    expect(findCountryByName(' United Kingdom ')?.value).toBe('GB');
    expect(findCountryByName("côte d'ivoire")?.value).toBe('CI');
    expect(findCountryByName('us')).toBeUndefined();
  });

  it('gives the code for a name', () => {
    expect(countryCodeForName('germany')).toBe('DE');
    expect(countryCodeForName('atlantis')).toBeUndefined();
  });
});
