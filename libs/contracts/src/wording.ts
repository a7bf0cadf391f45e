// The admin's login and signup wording is plain text: paragraphs split at blank lines. The SPA renders them
// (features/auth/components/Wording.tsx) and the API puts them into the sign-in page's HTML for its first paint
// (apps/api/src/app.factory.ts): one rule, so both show the same paragraphs. No zod here: it is on the first load.

/** The paragraphs of admin wording: split at blank lines, trimmed, empty ones left out. */
export function wordingParagraphs(content: string | null | undefined): string[] {
  return (content ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** Where the API puts the login wording into the sign-in page's static first paint (apps/web/src/build/sign-in-shell.ts). */
export const SIGN_IN_WORDING_MARK = '<!--sign-in-wording-->';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The markup Wording.tsx renders for `content`, as a string (escaped): the sign-in page's first paint. */
export function wordingHtml(content: string | null | undefined): string {
  const paragraphs = wordingParagraphs(content);
  if (paragraphs.length === 0) return '';
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
  return `<div class="auth-wording">${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('')}</div>`;
}
