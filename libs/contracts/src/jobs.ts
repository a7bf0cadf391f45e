// Queue names and job payloads shared by the API (which enqueues) and the worker (which processes).
export const QUEUES = {
  mail: 'mail',
  csvExport: 'csv-export',
  monitoring: 'monitoring',
  credits: 'credits',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Keys of the e-mail templates stored in the database (seeded with defaults, editable by admins). */
export const EMAIL_TEMPLATE_KEYS = [
  'confirm-email',
  'welcome',
  'reset-password',
  'saved-search-digest',
  'invite',
  'team-invite',
  'credit-warning',
] as const;
export type EmailTemplateKey = (typeof EMAIL_TEMPLATE_KEYS)[number];

export interface MailJob {
  to: string;
  template: EmailTemplateKey;
  /** Values for the template's placeholders: {{name}} is rendered HTML-escaped, {{{name}}} as is (pre-escaped HTML). */
  variables: Record<string, string | number>;
}
