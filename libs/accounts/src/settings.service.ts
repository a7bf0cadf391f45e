import { Injectable } from '@nestjs/common';
import type { Verbiage } from '@leadsignal/contracts';
import { SettingsRepository } from './settings.repository';
import { DEFAULT_VERBIAGE, type VerbiageKey } from './verbiage';

/** Login and signup wording: public to read, admins edit it. */
@Injectable()
export class SettingsService {
  constructor(private readonly settings: SettingsRepository) {}

  async verbiage(key: VerbiageKey): Promise<Verbiage> {
    return { content: (await this.settings.get(key)) ?? DEFAULT_VERBIAGE[key] };
  }

  async updateVerbiage(key: VerbiageKey, content: string): Promise<Verbiage> {
    await this.settings.set(key, content);
    return { content };
  }
}
