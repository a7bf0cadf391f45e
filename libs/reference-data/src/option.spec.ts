import { COMPANY_SIZES, EMAIL_TYPES, SENIORITY_LEVELS, findOption, toOptionOrCustom, valuesOf } from './index';

describe('findOption', () => {
  it('matches by value or label, ignoring case and surrounding blanks', () => {
    expect(findOption(SENIORITY_LEVELS, 'cxo')).toEqual({ value: 'cxo', label: 'CXO' });
    expect(findOption(SENIORITY_LEVELS, '  CXO ')).toEqual({ value: 'cxo', label: 'CXO' });
    expect(findOption(COMPANY_SIZES, '10,001+')).toEqual({ value: '1000+', label: '10,001+' });
    expect(findOption(COMPANY_SIZES, '1000+')?.label).toBe('10,001+');
    expect(findOption(COMPANY_SIZES, '5,001-10,000')?.value).toBe('5001-10000');
  });

  it('matches numeric values given as numbers or text', () => {
    expect(findOption(EMAIL_TYPES, 4)?.label).toBe('Role-Based');
    expect(findOption(EMAIL_TYPES, ' 2 ')?.label).toBe('Professional');
    expect(findOption(EMAIL_TYPES, 'role-based')?.value).toBe(4);
  });

  it('returns undefined for unknown or blank input', () => {
    expect(findOption(SENIORITY_LEVELS, 'intern')).toBeUndefined();
    expect(findOption(SENIORITY_LEVELS, '  ')).toBeUndefined();
    expect(findOption(SENIORITY_LEVELS, null)).toBeUndefined();
    expect(findOption(SENIORITY_LEVELS, undefined)).toBeUndefined();
  });

  it('prefers a value match over another option whose label is the same text', () => {
    const list = [
      { value: 'a', label: 'b' },
      { value: 'b', label: 'c' },
    ];
    expect(findOption(list, 'B')).toBe(list[1]);
  });
});

describe('toOptionOrCustom', () => {
  it('returns the list option when one matches', () => {
    expect(toOptionOrCustom(SENIORITY_LEVELS, 'Vp')).toEqual({ value: 'vp', label: 'VP' });
  });

  it('turns anything else into a trimmed custom option', () => {
    expect(toOptionOrCustom(SENIORITY_LEVELS, ' Intern ')).toEqual({ value: 'Intern', label: 'Intern', custom: true });
  });
});

describe('valuesOf', () => {
  it('lists the values in order', () => {
    expect(valuesOf(EMAIL_TYPES)).toEqual([1, 2, 3, 4]);
  });
});
