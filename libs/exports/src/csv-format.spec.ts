import { parse } from 'csv-parse/sync';
import { neutraliseCell, toCsvText } from './csv-format';

describe('CSV cells', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1 555 0100', "'+1 555 0100"],
    ['-20%', "'-20%"],
    ['@handle', "'@handle"],
    ['\tindented', "'\tindented"],
    ['\rreturn', "'\rreturn"],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('neutralises %p as %p', (value, expected) => {
    expect(neutraliseCell(value)).toBe(expected);
  });

  it('writes NULL as an empty cell', () => {
    expect(neutraliseCell(null)).toBe('');
  });

  it('round-trips commas, quotes, line breaks and a lone CR through a CSV parser', () => {
    const cells = ['a,b', 'say "hi"', 'two\nlines', 'ends with CR\r', 'Zoë Ångström'];
    const text = toCsvText(['h1', 'h2', 'h3', 'h4', 'h5'], [cells]);
    expect(text.startsWith('\uFEFF')).toBe(false);
    expect(parse(text)).toEqual([['h1', 'h2', 'h3', 'h4', 'h5'], cells]);
  });
});
