import { alertSearchCriteriaSchema } from './alert-criteria';
import { companySearchCriteriaSchema } from './company-criteria';
import { prospectSearchCriteriaSchema } from './prospect-criteria';
import { zipCodesSchema } from './search-criteria';

// One rule for zip codes and postcodes in every search: the three criteria schemas (shared by the API and the
// SPA) take them through zipCodesSchema.
const SCHEMAS = {
  alerts: alertSearchCriteriaSchema,
  companies: companySearchCriteriaSchema,
  prospects: prospectSearchCriteriaSchema,
};

describe('zip codes and postcodes', () => {
  it.each(['94105', '94105-1234', 'SW1A 1AA', 'sw1a 1aa', '75008', 'H3Z 2Y7', '1010'])('takes %s', (zip) => {
    expect(zipCodesSchema.parse([` ${zip} `])).toEqual([zip]);
  });

  it.each(['', 'SW1A_1AA', '-94105', '<b>1</b>', '94105;DROP', 'ABCDEFGHIJKLM', 'a\nb'])('refuses %j', (zip) => {
    expect(zipCodesSchema.safeParse([zip]).success).toBe(false);
  });

  it.each(Object.entries(SCHEMAS))('is the rule of the %s criteria', (_kind, schema) => {
    expect(schema.parse({ isZipcodesSelected: true, zipCodes: ['SW1A 1AA'] }).zipCodes).toEqual(['SW1A 1AA']);
    expect(schema.safeParse({ isZipcodesSelected: true, zipCodes: ['<1>'] }).success).toBe(false);
  });
});
