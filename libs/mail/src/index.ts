// @leadsignal/mail: e-mail from end to end — the templates (defaults, stored rows, rendering with escaping),
// queueing a MailJob from any process, and its delivery over SMTP or into the outbox folder.
export * from './default-email-templates';
export * from './email-templates.repository';
export * from './email-templates.service';
export * from './seed-email-templates';
export * from './template-renderer';
export * from './mail.service';
export * from './mail.module';
export * from './mail-delivery.service';
export * from './mail-outbox';
export * from './mail-outbox.repository';
