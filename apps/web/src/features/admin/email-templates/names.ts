// How the e-mail templates page names things: each e-mail in words, a placeholder as it is written in a
// template, and the date a template last changed.
import type { EmailTemplateKey, EmailTemplatePlaceholder } from '@leadsignal/contracts';

export const EMAIL_TEMPLATE_NAMES: Record<EmailTemplateKey, string> = {
  'confirm-email': 'Confirm e-mail',
  welcome: 'Welcome',
  'reset-password': 'Reset password',
  'saved-search-digest': 'Saved-search digest',
  invite: 'Invitation',
  'team-invite': 'Team invitation (existing account)',
  'credit-warning': 'Credit warning',
};

/** {{name}}, or {{{name}}} for a placeholder whose value is HTML the server built. */
export function placeholderToken(placeholder: EmailTemplatePlaceholder): string {
  return placeholder.html ? `{{{${placeholder.name}}}}` : `{{${placeholder.name}}}`;
}
