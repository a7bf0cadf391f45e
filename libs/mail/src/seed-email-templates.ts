// Start-up seed: gives a fresh database every default e-mail template without touching edited ones.
import type { DataSource } from 'typeorm';
import { DEFAULT_EMAIL_TEMPLATES } from './default-email-templates';
import { EmailTemplatesRepository } from './email-templates.repository';

/** Inserts the default templates that are missing; resolves with the keys it inserted. */
export function seedEmailTemplates(dataSource: DataSource): Promise<string[]> {
  return new EmailTemplatesRepository(dataSource).insertDefaultsIfMissing(DEFAULT_EMAIL_TEMPLATES);
}
