// The e-mail templates admins edit (settings/emailTemplates, ARCHITECTURE §3): what each e-mail offers as
// placeholders, the limits of a template, and the checks both the editor and the API apply.
//   {{name}}    the value, HTML-escaped (and plain in the subject)
//   {{{name}}}  the value as is — only for placeholders that carry HTML the server built (the digest)
import { z } from 'zod';
import { multiLine, singleLine } from './text';
import type { EmailTemplateKey } from './jobs';

export interface EmailTemplatePlaceholder {
  name: string;
  description: string;
  /** HTML built and escaped by the server: used as {{{name}}}, and only in the body. */
  html?: true;
  /** What the preview puts in its place. */
  sample: string;
}

const FIRST_NAME: EmailTemplatePlaceholder = {
  name: 'firstName',
  description: "The recipient's first name.",
  sample: 'Ada',
};

export const EMAIL_TEMPLATE_PLACEHOLDERS: Record<EmailTemplateKey, readonly EmailTemplatePlaceholder[]> = {
  'confirm-email': [
    FIRST_NAME,
    { name: 'link', description: 'The link that confirms the address.', sample: 'https://app.example/confirm' },
  ],
  welcome: [FIRST_NAME, { name: 'link', description: 'The sign-in page.', sample: 'https://app.example/login' }],
  'reset-password': [
    FIRST_NAME,
    {
      name: 'link',
      description: 'The link to choose a new password (valid 1 hour).',
      sample: 'https://app.example/reset',
    },
  ],
  invite: [
    FIRST_NAME,
    { name: 'inviterName', description: 'The name of the admin who sent the invitation.', sample: 'Grace Hopper' },
    {
      name: 'link',
      description: 'The link to choose a password and join (valid 7 days, once).',
      sample: 'https://app.example/acceptinvite',
    },
  ],
  'team-invite': [
    FIRST_NAME,
    {
      name: 'inviterName',
      description: 'The name of the team member who sent the invitation.',
      sample: 'Grace Hopper',
    },
    { name: 'teamName', description: 'The name of the team.', sample: 'Acme Sales' },
    {
      name: 'link',
      description: 'The link to join the team after signing in (valid 7 days).',
      sample: 'https://app.example/team/join',
    },
  ],
  'credit-warning': [
    FIRST_NAME,
    {
      name: 'message',
      description: 'What was reached: 75 % or 100 % of your monthly cap, or of your team’s credits this month.',
      sample: 'You have used 75% of your monthly cap: 15 of 20 credits.',
    },
    { name: 'link', description: 'The team page.', sample: 'https://app.example/team' },
  ],
  'saved-search-digest': [
    FIRST_NAME,
    {
      name: 'digest',
      description: 'The list of saved searches with new matches, as HTML.',
      html: true,
      sample:
        '<ul><li><a href="https://app.example/alerts?ssid=1">Funding in Texas</a>: 12 new alerts</li>' +
        '<li><a href="https://app.example/alerts?ssid=2">New CFOs</a>: 3 new alerts</li></ul>',
    },
  ],
};

export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_BODY_MAX = 100_000;

export const updateEmailTemplateSchema = z.strictObject({
  subject: singleLine(
    z
      .string()
      .trim()
      .min(1, 'Subject is required.')
      .max(EMAIL_SUBJECT_MAX, `The subject must be at most ${EMAIL_SUBJECT_MAX} characters.`),
  ),
  body: multiLine(
    z
      .string()
      .trim()
      .min(1, 'Body is required.')
      .max(EMAIL_BODY_MAX, `The body must be at most ${EMAIL_BODY_MAX.toLocaleString('en-US')} characters.`),
  ),
});
export type UpdateEmailTemplateRequest = z.infer<typeof updateEmailTemplateSchema>;

export interface EmailTemplateView {
  key: EmailTemplateKey;
  description: string;
  subject: string;
  body: string;
  placeholders: readonly EmailTemplatePlaceholder[];
  updatedOn: string;
}

/** POST settings/emailTemplates/:key/preview: the e-mail as the recipient gets it, with sample values. */
export interface EmailPreview {
  subject: string;
  html: string;
  text: string;
}

/** {{name}} or {{{name}}}, whitespace allowed inside the braces; triple braces are tried first. */
export const PLACEHOLDER_PATTERN = /\{\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}\}|\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

export interface PlaceholderProblem {
  field: 'subject' | 'body';
  reason: string;
}

/** What is wrong with the placeholders of a template's subject and body, in the order they appear. */
export function placeholderProblems(
  key: EmailTemplateKey,
  template: { subject: string; body: string },
): PlaceholderProblem[] {
  const offered = EMAIL_TEMPLATE_PLACEHOLDERS[key];
  const names = offered.map(
    (placeholder) => `{{${placeholder.html ? '{' : ''}${placeholder.name}${placeholder.html ? '}' : ''}}}`,
  );
  const problems: PlaceholderProblem[] = [];
  for (const field of ['subject', 'body'] as const) {
    for (const match of template[field].matchAll(PLACEHOLDER_PATTERN)) {
      const raw = match[1] !== undefined;
      const name = match[1] ?? match[2];
      const placeholder = offered.find((candidate) => candidate.name === name);
      let reason: string | null = null;
      if (!placeholder) reason = `${match[0]} is not a placeholder of this e-mail; it offers ${names.join(', ')}.`;
      else if (placeholder.html && field === 'subject') reason = `The subject cannot use ${match[0]}: it is HTML.`;
      else if (placeholder.html && !raw) reason = `${match[0]} would show the HTML as text; use {{{${name}}}}.`;
      else if (!placeholder.html && raw) reason = `${match[0]} would insert the value unescaped; use {{${name}}}.`;
      if (reason && !problems.some((p) => p.field === field && p.reason === reason)) problems.push({ field, reason });
    }
  }
  return problems;
}
