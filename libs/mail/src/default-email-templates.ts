// The e-mail templates a fresh database starts with; admins can edit them later (settings/emailTemplates).
// Placeholders: {{name}} is inserted HTML-escaped, {{{name}}} as is (only for HTML the server built and
// escaped itself, i.e. the saved-search digest). See template-renderer.ts.
import { EMAIL_TEMPLATE_KEYS, type EmailTemplateKey } from '@leadsignal/contracts';

export interface EmailTemplateDefault {
  key: EmailTemplateKey;
  description: string;
  subject: string;
  body: string;
}

const BRAND_COLOR = '#1f6feb';

/** One inline-styled layout (mail clients ignore <style> blocks and external CSS). */
function layout(heading: string, content: string): string {
  return `<div style="margin:0;padding:24px 0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
  <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;">
    <p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:${BRAND_COLOR};">LeadSignal</p>
    <h1 style="margin:0 0 16px;font-size:22px;color:#1f2933;">${heading}</h1>
${content}
  </div>
  <p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#7b8794;text-align:center;">
    You are receiving this e-mail because of your LeadSignal account.
  </p>
</div>`;
}

function button(label: string): string {
  return `    <p style="margin:24px 0;">
      <a href="{{link}}" style="display:inline-block;padding:12px 24px;background:${BRAND_COLOR};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${label}</a>
    </p>
    <p style="margin:0 0 16px;font-size:13px;color:#52606d;">If the button does not work, copy this address into your browser:<br><a href="{{link}}" style="color:${BRAND_COLOR};word-break:break-all;">{{link}}</a></p>`;
}

const paragraph = (html: string): string =>
  `    <p style="margin:0 0 16px;font-size:15px;line-height:1.5;">${html}</p>`;

// A record, not a list, so the compiler insists on a default for every key in EMAIL_TEMPLATE_KEYS.
const DEFAULTS: Record<EmailTemplateKey, Omit<EmailTemplateDefault, 'key'>> = {
  'confirm-email': {
    description: 'Sent after sign-up to confirm the e-mail address. Placeholders: {{firstName}}, {{link}}.',
    subject: 'Confirm your e-mail address for LeadSignal',
    body: layout(
      'Confirm your e-mail address',
      [
        paragraph('Hi {{firstName}},'),
        paragraph(
          'Thanks for signing up for LeadSignal! Please confirm that this is your e-mail address so we can activate your account.',
        ),
        button('Confirm e-mail address'),
        paragraph('If you did not create a LeadSignal account, you can safely ignore this e-mail.'),
      ].join('\n'),
    ),
  },
  welcome: {
    description: 'Sent once the e-mail address is confirmed. Placeholders: {{firstName}}, {{link}} (sign-in page).',
    subject: 'Welcome to LeadSignal, {{firstName}}',
    body: layout(
      'Welcome to LeadSignal',
      [
        paragraph('Hi {{firstName}},'),
        paragraph('Your account is ready. Here is how to get the most out of LeadSignal:'),
        `    <ul style="margin:0 0 16px;padding-left:20px;font-size:15px;line-height:1.6;">
      <li>Search trigger events such as funding rounds, hires and expansions to find companies at the right moment.</li>
      <li>Save a search and turn on monitoring to get a digest when new matches appear.</li>
      <li>Reveal contact e-mails and export the results as CSV.</li>
    </ul>`,
        button('Sign in to LeadSignal'),
        paragraph('Happy prospecting,<br>The LeadSignal team'),
      ].join('\n'),
    ),
  },
  'reset-password': {
    description:
      'Sent when someone asks to reset a password. Placeholders: {{firstName}}, {{link}} (valid for 1 hour).',
    subject: 'Reset your LeadSignal password',
    body: layout(
      'Reset your password',
      [
        paragraph('Hi {{firstName}},'),
        paragraph(
          'We received a request to reset the password of your LeadSignal account. Choose a new password with the button below.',
        ),
        button('Choose a new password'),
        paragraph('This link is valid for <strong>1 hour</strong> and can be used once.'),
        paragraph('If you did not ask for a new password, ignore this e-mail: your password stays the same.'),
      ].join('\n'),
    ),
  },
  invite: {
    description:
      'Sent when an admin invites a teammate. Placeholders: {{firstName}}, {{inviterName}}, {{link}} (choose a password; valid 7 days, once).',
    subject: '{{inviterName}} invited you to LeadSignal',
    body: layout(
      'You are invited to LeadSignal',
      [
        paragraph('Hi {{firstName}},'),
        paragraph(
          '{{inviterName}} invited you to join their team on LeadSignal. Choose a password with the button below to activate your account.',
        ),
        button('Accept the invitation'),
        paragraph('This link is valid for <strong>7 days</strong> and can be used once.'),
        paragraph('If you did not expect this invitation, you can safely ignore this e-mail.'),
      ].join('\n'),
    ),
  },
  'team-invite': {
    description:
      'Sent when a team owner or manager invites someone who already has an account. Placeholders: {{firstName}}, {{inviterName}}, {{teamName}}, {{link}} (join after signing in; valid 7 days).',
    subject: '{{inviterName}} invited you to the team {{teamName}} on LeadSignal',
    body: layout(
      'Join {{teamName}} on LeadSignal',
      [
        paragraph('Hi {{firstName}},'),
        paragraph(
          '{{inviterName}} invited you to join the team <strong>{{teamName}}</strong>. Sign in and accept with the button below: you will share its credits, and people anyone in the team has paid for are free for you too. Your remaining credits move into the team with you.',
        ),
        button('Join the team'),
        paragraph('This link is valid for <strong>7 days</strong>.'),
        paragraph('If you did not expect this invitation, you can safely ignore this e-mail.'),
      ].join('\n'),
    ),
  },
  'credit-warning': {
    description:
      'Sent once a month at most per threshold when a member reaches 75 % or 100 % of their monthly cap, or a team 75 % or 100 % of its credits. Placeholders: {{firstName}}, {{message}}, {{link}} (the team page).',
    subject: 'LeadSignal credits: {{message}}',
    body: layout(
      'Your LeadSignal credits',
      [
        paragraph('Hi {{firstName}},'),
        paragraph('{{message}}'),
        paragraph('Your team page shows the pool, every member’s cap and what each used this month.'),
        button('Open the team page'),
      ].join('\n'),
    ),
  },
  'saved-search-digest': {
    description:
      'Sent when monitored saved searches have new matches. Placeholders: {{firstName}}, {{{digest}}} (HTML list built and escaped by the server; keep the triple braces).',
    subject: 'New matches for your saved searches on LeadSignal',
    body: layout(
      'New matches for your saved searches',
      [
        paragraph('Hi {{firstName}},'),
        paragraph('Your monitored searches found new results since our last update:'),
        '    <div style="margin:0 0 16px;font-size:15px;line-height:1.5;">{{{digest}}}</div>',
        paragraph('Sign in to LeadSignal to see every match, reveal contacts and export them.'),
        paragraph(
          '<span style="font-size:13px;color:#52606d;">To stop these e-mails, turn off monitoring for the search in your saved searches.</span>',
        ),
      ].join('\n'),
    ),
  },
};

export const DEFAULT_EMAIL_TEMPLATES: readonly EmailTemplateDefault[] = EMAIL_TEMPLATE_KEYS.map((key) => ({
  key,
  ...DEFAULTS[key],
}));
