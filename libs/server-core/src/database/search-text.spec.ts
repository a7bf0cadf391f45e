// normaliseSearchText against the unaccent rules PostgreSQL actually uses: every rule that makes a quote or a
// backslash is applied by the fold first, so ls_unaccent over already-quoted or escaped text never makes one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normaliseSearchText, UNACCENT_PUNCTUATION } from './search-text';

/** The unaccent.rules files of the PostgreSQL installations on this machine (Debian, source and Homebrew layouts). */
function unaccentRulesFiles(): string[] {
  const dirs = ['/usr/local/pgsql/share/tsearch_data', '/usr/local/share/postgresql/tsearch_data'];
  for (const parent of ['/usr/share/postgresql', '/usr/local/share/postgresql', '/opt/homebrew/share']) {
    if (!existsSync(parent)) continue;
    for (const entry of readdirSync(parent)) dirs.push(join(parent, entry, 'tsearch_data'));
  }
  if (process.env.PG_SHAREDIR) dirs.unshift(join(process.env.PG_SHAREDIR, 'tsearch_data'));
  return dirs.map((dir) => join(dir, 'unaccent.rules')).filter((file) => existsSync(file));
}

/** [source, target] of each rule; a target may be double-quoted ("" inside for a quote) or absent (deleted). */
function parseRules(text: string): [string, string][] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [source, ...rest] = line.split(/\s+/);
      let target = rest.join(' ');
      if (target.length >= 2 && target.startsWith('"') && target.endsWith('"')) {
        target = target.slice(1, -1).replace(/""/g, '"');
      }
      return [source, target];
    });
}

const DANGEROUS = /['"\\]/;

describe('normaliseSearchText', () => {
  it('folds typographic quotes, primes, dashes and backslash look-alikes to their plain form', () => {
    expect(normaliseSearchText('O’Brien')).toBe("O'Brien");
    expect(normaliseSearchText('a’:*|’zzzzqqq')).toBe("a':*|'zzzzqqq");
    expect(normaliseSearchText('“Acme” ‘Corp’ 5′ 6″ ʼokina ŉ')).toBe(`"Acme" 'Corp' 5' 6" 'okina 'n`);
    expect(normaliseSearchText('R∖D﹨x＼y')).toBe('R\\D\\x\\y');
    expect(normaliseSearchText('e‑mail – a — b − c')).toBe('e-mail - a - b - c');
  });

  it('leaves every other character alone (accents are for ls_unaccent)', () => {
    const text = 'Zürich Société 東京 שלום 🚀 e\u0301 & | ! : * ( ) <-> \' " \\ % _ „low‚ ‵';
    expect(normaliseSearchText(text)).toBe(text);
  });

  const files = unaccentRulesFiles();
  const withRules = files.length ? it : it.skip;

  withRules(
    `applies first every unaccent rule that makes ' " or \\ (${files.join(', ') || 'no unaccent.rules here'})`,
    () => {
      for (const file of files) {
        const rules = parseRules(readFileSync(file, 'utf8'));
        const dangerous = rules.filter(([, target]) => DANGEROUS.test(target));
        // The file has them (ŉ, ’, ＼ …): a parse that found none would prove nothing.
        expect(dangerous.length).toBeGreaterThan(15);
        for (const [source, target] of dangerous) {
          expect({ source, folded: normaliseSearchText(source) }).toEqual({ source, folded: target });
        }
        // And the fold never differs from unaccent: each of its characters is unaccent's own rule.
        const byUnaccent = new Map(rules);
        for (const [source, folded] of Object.entries(UNACCENT_PUNCTUATION)) {
          expect({ source, unaccent: byUnaccent.get(source) }).toEqual({ source, unaccent: folded });
        }
      }
    },
  );
});
