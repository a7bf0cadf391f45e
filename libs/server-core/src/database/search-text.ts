// User text in a search, folded before it is quoted or escaped. Searches compare accent-free text: ls_unaccent
// (PostgreSQL's unaccent, migration 1763850100000) runs over the query text after we have quoted it, and
// unaccent turns typographic quotes, primes and backslash look-alikes into ' " and \ — which would end a
// quoted tsquery word (a 500, or the rest of the word read as operators) or escape the next character of a
// LIKE pattern. Folding those characters to what unaccent makes of them first leaves unaccent nothing to
// create there, and matches exactly what unaccent would have matched.

/**
 * Every character unaccent.rules maps to text holding ' " or \ (search-text.spec.ts checks the installed
 * rules), with that text; and the dashes it maps to -. Note ŉ and the modifier letters ʹ ʺ ʻ ʼ ʽ ˈ are
 * letters, not punctuation.
 */
export const UNACCENT_PUNCTUATION: Readonly<Record<string, string>> = {
  // apostrophes, single quotes and primes → '
  '\u02B9': "'", // ʹ modifier letter prime
  '\u02BB': "'", // ʻ modifier letter turned comma
  '\u02BC': "'", // ʼ modifier letter apostrophe
  '\u02BD': "'", // ʽ modifier letter reversed comma
  '\u02C8': "'", // ˈ modifier letter vertical line
  '\u2018': "'", // ‘
  '\u2019': "'", // ’
  '\u201B': "'", // ‛
  '\u2032': "'", // ′ prime
  '\uFF07': "'", // ＇ fullwidth apostrophe
  '\u0149': "'n", // ŉ n preceded by apostrophe
  // double quotes and double primes → "
  '\u02BA': '"', // ʺ modifier letter double prime
  '\u201C': '"', // “
  '\u201D': '"', // ”
  '\u201F': '"', // ‟
  '\u2033': '"', // ″ double prime
  '\u301D': '"', // 〝
  '\u301E': '"', // 〞
  '\uFF02': '"', // ＂ fullwidth quotation mark
  // backslash look-alikes → \
  '\u2216': '\\', // ∖ set minus
  '\uFE68': '\\', // ﹨ small reverse solidus
  '\uFF3C': '\\', // ＼ fullwidth reverse solidus
  // hyphens and dashes → -
  '\u00AD': '-', // soft hyphen
  '\u02D7': '-', // ˗ modifier letter minus sign
  '\u2010': '-', // ‐
  '\u2011': '-', // ‑ non-breaking hyphen
  '\u2012': '-', // ‒ figure dash
  '\u2013': '-', // – en dash
  '\u2014': '-', // — em dash
  '\u2015': '-', // ― horizontal bar
  '\u2212': '-', // − minus sign
  '\uFE31': '-', // ︱
  '\uFE32': '-', // ︲
  '\uFE58': '-', // ﹘ small em dash
  '\uFE63': '-', // ﹣ small hyphen-minus
  '\uFF0D': '-', // － fullwidth hyphen-minus
};

const FOLDED = new RegExp(
  `[${Object.keys(UNACCENT_PUNCTUATION)
    .map((c) => `\\u{${c.codePointAt(0)?.toString(16)}}`)
    .join('')}]`,
  'gu',
);

/**
 * The text with typographic quotes, primes, dashes and backslash look-alikes folded to their plain form, as
 * unaccent folds them. Apply it to user text before quoting or escaping it for SQL that ls_unaccent reads.
 */
export function normaliseSearchText(text: string): string {
  return text.replace(FOLDED, (c) => UNACCENT_PUNCTUATION[c]);
}
