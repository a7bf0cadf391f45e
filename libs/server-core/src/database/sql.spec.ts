import { containsPattern, inlineParameters, sqlLiteral } from './sql';

describe('inlineParameters (for COPY, which takes no bind parameters)', () => {
  it('writes each $n as the literal of its value, $10 and $1 apart', () => {
    const values = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
    expect(inlineParameters('SELECT $1, $10', values)).toBe(`SELECT 'a', 'j'`);
  });

  it('leaves $n inside quoted strings and identifiers alone', () => {
    expect(inlineParameters(`SELECT '$1 it''s', "$1""x", $1`, ['v'])).toBe(`SELECT '$1 it''s', "$1""x", 'v'`);
  });

  it('escapes quotes and backslashes, and writes NULL, numbers and arrays as PostgreSQL reads them bound', () => {
    expect(sqlLiteral("O'Brien")).toBe(`'O''Brien'`);
    expect(sqlLiteral('back\\slash')).toBe(` E'back\\\\slash'`);
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(20)).toBe(`'20'`);
    expect(sqlLiteral(['a"b', 'c\\d', null])).toBe(` E'{"a\\\\"b","c\\\\\\\\d",NULL}'`);
  });

  it('refuses a placeholder without a value, an unterminated quote and values it cannot write', () => {
    expect(() => inlineParameters('SELECT $2', ['only one'])).toThrow('No value for $2');
    expect(() => inlineParameters(`SELECT 'open`, [])).toThrow('Unterminated quote');
    expect(() => sqlLiteral({ an: 'object' })).toThrow(TypeError);
    expect(() => sqlLiteral(Number.NaN)).toThrow(TypeError);
  });
});

describe('containsPattern', () => {
  it('takes %, _, \\ and the backslash look-alikes ∖ ﹨ ＼ literally', () => {
    expect(containsPattern('50%_off')).toBe('%50\\%\\_off%');
    expect(containsPattern('a\\b∖c﹨d＼e')).toBe('%a\\\\b\\∖c\\﹨d\\＼e%');
  });
});
