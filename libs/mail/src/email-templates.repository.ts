// SQL for the email_templates table; used by the admin settings (API) and by mail delivery (worker).
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EmailTemplateDefault } from './default-email-templates';

export interface EmailTemplate {
  key: string;
  description: string;
  subject: string;
  body: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A template as the repository answers it: the columns in camelCase. */
const COLUMNS = 'key, description, subject, body, created_at AS "createdAt", updated_at AS "updatedAt"';

@Injectable()
export class EmailTemplatesRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async get(key: string): Promise<EmailTemplate | null> {
    const rows = await this.dataSource.query<EmailTemplate[]>(`SELECT ${COLUMNS} FROM email_templates WHERE key = $1`, [
      key,
    ]);
    return rows[0] ? rows[0] : null;
  }

  async list(): Promise<EmailTemplate[]> {
    const rows = await this.dataSource.query<EmailTemplate[]>(`SELECT ${COLUMNS} FROM email_templates ORDER BY key`);
    return rows;
  }

  /** Changes subject and body; null when there is no template with this key. */
  async update(key: string, changes: { subject: string; body: string }): Promise<EmailTemplate | null> {
    // TypeORM answers an UPDATE with [rows, affectedCount].
    const [rows] = await this.dataSource.query<[EmailTemplate[], number]>(
      `UPDATE email_templates SET subject = $2, body = $3, updated_at = now() WHERE key = $1 RETURNING ${COLUMNS}`,
      [key, changes.subject, changes.body],
    );
    return rows[0] ? rows[0] : null;
  }

  /**
   * Inserts the templates whose key is not in the table yet and leaves existing ones alone, so an admin's
   * edits survive every start-up. Safe to run concurrently. Resolves with the keys it inserted.
   */
  async insertDefaultsIfMissing(defaults: readonly EmailTemplateDefault[]): Promise<string[]> {
    if (!defaults.length) return [];
    const rows = await this.dataSource.query<{ key: string }[]>(
      `INSERT INTO email_templates (key, description, subject, body)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
       ON CONFLICT (key) DO NOTHING
       RETURNING key`,
      [
        defaults.map((t) => t.key),
        defaults.map((t) => t.description),
        defaults.map((t) => t.subject),
        defaults.map((t) => t.body),
      ],
    );
    return rows.map((row) => row.key);
  }
}
