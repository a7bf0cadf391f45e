// Renders a stored e-mail template into the subject, HTML and plain-text parts of one message.
//
// Placeholder syntax (the same for every template, documented to admins who edit them):
//   {{name}}     the value, HTML-escaped — for anything a user typed or that came from the database
//   {{{name}}}   the value inserted as is — only for HTML the server built and escaped itself
//                (the saved-search digest); never use it for user input
// Whitespace inside the braces is allowed ({{ name }}). An unknown or missing variable renders as
// nothing, so a template edited to use a name we do not send degrades instead of failing delivery.
// The subject is plain text: both forms insert the value unescaped there, with line breaks removed.
import { PLACEHOLDER_PATTERN } from '@leadsignal/contracts';

export interface TemplateSource {
  subject: string;
  body: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export type TemplateVariables = Record<string, string | number>;

// The pattern is shared with the template editor's checks (libs/contracts email-templates.ts); triple braces
// come first in its alternation so `{{{x}}}` is never read as `{` + `{{x}}` + `}`.
const PLACEHOLDER = PLACEHOLDER_PATTERN;

export function renderTemplate(template: TemplateSource, variables: TemplateVariables): RenderedMail {
  const valueOf = (name: string): string => {
    // Own properties only: a template must not reach Object.prototype through {{constructor}}.
    const value = Object.prototype.hasOwnProperty.call(variables, name) ? variables[name] : undefined;
    return value === undefined || value === null ? '' : String(value);
  };
  const subject = template.subject
    .replace(PLACEHOLDER, (_match, raw: string | undefined, escaped: string | undefined) =>
      valueOf(raw ?? escaped ?? ''),
    )
    .replace(/[\r\n\t]+/g, ' ')
    .trim();
  const html = template.body.replace(PLACEHOLDER, (_match, raw: string | undefined, escaped: string | undefined) =>
    raw !== undefined ? valueOf(raw) : escapeHtml(valueOf(escaped ?? '')),
  );
  return { subject, html, text: htmlToText(html) };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * A readable plain-text alternative of e-mail HTML: block elements become line breaks, links keep their
 * address ("Confirm (https://…)"), list items get a dash, everything else loses its tags.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(head|style|script|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(
      /<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>([\s\S]*?)<\/a\s*>/gi,
      (_m, dq, sq, inner: string) => {
        const href = decodeEntities(String(dq ?? sq ?? '')).trim();
        const label = inner.replace(/<[^>]*>/g, '').trim();
        return !label || decodeEntities(label) === href ? href : `${label} (${href})`;
      },
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/?(p|div|h[1-6]|ul|ol|table|tr|blockquote|section|header|footer|hr)\b[^>]*>/gi, '\n\n')
    .replace(/<\/(td|th)\s*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] === '#') {
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? entity;
  });
}
