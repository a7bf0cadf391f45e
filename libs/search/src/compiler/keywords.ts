// Keywords → a to_tsquery('simple', …) text: word prefixes, all words of a keyword, any keyword.
// Words of one or two letters or digits ("b" in "series b", "AI") match whole words only: as prefixes they
// would match a large share of the vocabulary and make the search slow and unhelpful.
// User text never reaches tsquery syntax: each word is quoted as one lexeme, so &, |, !, (, ), :, *
// and <-> in the input are plain characters, split into words by the same parser that built the
// document's tsvector. The query text is ls_unaccent-ed after this quoting (as the documents were), and
// unaccent turns ’ ʼ ′ … into ' and ∖ ＼ into \: so words are folded by normaliseSearchText first, and
// unaccent finds no character left that could end a quote or escape one.
import { normaliseSearchText } from '@leadsignal/server-core';

const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u;
const WORD_CHARACTERS = /[\p{L}\p{N}]/gu;
/** Letters and digits a word needs to be matched as a prefix. */
const MIN_PREFIX_LENGTH = 3;

/** `'word'` for to_tsquery: quotes doubled, backslashes (tsquery's escape) dropped. */
function quoteLexeme(word: string): string {
  return `'${word.replace(/\\/g, ' ').replace(/'/g, "''")}'`;
}

/** Each keyword's words (those holding a letter or digit), and whether each is matched as a prefix; keywords without a word are left out. */
export function keywordWords(keywords: readonly string[]): { word: string; prefix: boolean }[][] {
  const groups: { word: string; prefix: boolean }[][] = [];
  for (const keyword of keywords) {
    const words = keyword
      .split(/\s+/)
      .filter((word) => HAS_WORD_CHARACTER.test(word))
      .map(normaliseSearchText);
    if (!words.length) continue;
    groups.push(
      words.map((word) => ({ word, prefix: (word.match(WORD_CHARACTERS)?.length ?? 0) >= MIN_PREFIX_LENGTH })),
    );
  }
  return groups;
}

/** The tsquery text for these keywords, or null when none holds a word (then the criterion adds nothing). */
export function prefixTsQuery(keywords: readonly string[]): string | null {
  const groups = keywordWords(keywords).map((words) => {
    const terms = words.map(({ word, prefix }) => (prefix ? `${quoteLexeme(word)}:*` : quoteLexeme(word)));
    return terms.length === 1 ? terms[0] : `(${terms.join(' & ')})`;
  });
  return groups.length ? groups.join(' | ') : null;
}
