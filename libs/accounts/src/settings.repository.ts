// SQL for the key/value settings table.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { queryRows, type Queryable } from '@leadsignal/server-core';

@Injectable()
export class SettingsRepository {
  constructor(@Inject(DataSource) private readonly db: Queryable) {}

  async get(key: string): Promise<string | null> {
    const [row] = await queryRows<{ value: string }>(this.db, `SELECT value FROM settings WHERE key = $1`, [key]);
    return row?.value ?? null;
  }

  async set(key: string, value: string): Promise<void> {
    await this.db.query(
      `INSERT INTO settings (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [key, value],
    );
  }

  /** Writes the value only when the key has none yet (seeding never overwrites an admin's edit). */
  async setDefault(key: string, value: string): Promise<void> {
    await this.db.query(`INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [key, value]);
  }
}
