import { normaliseDomain, prefixTsQuery } from '.';

describe('prefixTsQuery', () => {
  it('makes each word a prefix, ANDs the words of a keyword and ORs the keywords', () => {
    expect(prefixTsQuery(['cloud'])).toBe("'cloud':*");
    expect(prefixTsQuery(['chief financial', 'cfo'])).toBe("('chief':* & 'financial':*) | 'cfo':*");
  });

  it('keeps tsquery operators in user text as plain characters', () => {
    expect(prefixTsQuery(["O'Brien", 'a|b|c', 'x:* & !y'])).toBe("'O''Brien':* | 'a|b|c':* | ('x:*' & '!y')");
    expect(prefixTsQuery(['back\\slash'])).toBe("'back slash':*");
  });

  it('folds typographic quotes and backslash look-alikes before quoting, so ls_unaccent cannot end a quote', () => {
    expect(prefixTsQuery(['O’Brien'])).toBe("'O''Brien':*");
    expect(prefixTsQuery(['a’:*|’zzzzqqq'])).toBe("'a'':*|''zzzzqqq':*");
    expect(prefixTsQuery(['ʼŉ ‘x’', 'R∖D＼x'])).toBe("('''''n' & '''x''') | 'R D x':*");
  });

  it('matches words of one or two characters whole, not as prefixes', () => {
    expect(prefixTsQuery(['series b', 'AI', 'ai chips'])).toBe("('series':* & 'b') | 'AI' | ('ai' & 'chips':*)");
  });

  it('answers null when no keyword holds a letter or digit', () => {
    expect(prefixTsQuery(['&', '  ', '()'])).toBeNull();
    expect(prefixTsQuery([])).toBeNull();
  });
});

describe('normaliseDomain', () => {
  it.each([
    ['https://www.Acme.com/about', 'acme.com'],
    ['http://acme.com:8080?x=1', 'acme.com'],
    ['//www2.acme.co.uk#top', 'acme.co.uk'],
    ['ACME.COM.', 'acme.com'],
    ['user@mail.acme.com/x', 'mail.acme.com'],
    ['  acme.io  ', 'acme.io'],
    ['https://', ''],
  ])('%s → %s', (input, domain) => {
    expect(normaliseDomain(input)).toBe(domain);
  });
});
