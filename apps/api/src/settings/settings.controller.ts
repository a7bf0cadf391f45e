import { Controller, Get, Inject, Put } from '@nestjs/common';
import {
  PERMISSIONS,
  updateVerbiageSchema,
  wordingHtml,
  type PublicSettings,
  type Verbiage,
} from '@leadsignal/contracts';
import { SettingsService, VERBIAGE_KEYS } from '@leadsignal/accounts';
import { paymentsModeOf } from '@leadsignal/billing';
import { Public, RequirePermissions } from '../common/auth/access.decorators';
import { APP_CONFIG, type Env } from '@leadsignal/server-core';
import { ZodBody } from '../common/validation/zod.pipe';

/** What the SPA needs before anyone signs in: whether to offer Google sign-in, and how checkout works. */
export function publicSettingsOf(config: Env): PublicSettings {
  return { googleClientId: config.GOOGLE_CLIENT_ID || null, payments: paymentsModeOf(config) };
}

/**
 * What the API puts into the sign-in page's HTML (app.factory.ts, docs/performance.md): the answers the page asks
 * for first, keyed by their path under /api, and its first paint's wording, so a cold /login renders without
 * waiting for either.
 */
export async function signInBootData(settings: SettingsService, config: Env): Promise<SignInBoot> {
  const wording = await settings.verbiage(VERBIAGE_KEYS.login);
  return {
    answers: { 'settings/public': publicSettingsOf(config), 'settings/loginVerbiage': wording },
    wordingHtml: wordingHtml(wording.content),
  };
}

export interface SignInBoot {
  answers: Record<string, unknown>;
  /** The login wording as the SPA's Wording component renders it. */
  wordingHtml: string;
}

@Controller('settings')
export class SettingsController {
  constructor(
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  @Public()
  @Get('public')
  publicSettings(): PublicSettings {
    return publicSettingsOf(this.config);
  }

  @Public()
  @Get('loginVerbiage')
  loginVerbiage(): Promise<Verbiage> {
    return this.settings.verbiage(VERBIAGE_KEYS.login);
  }

  @RequirePermissions(PERMISSIONS.adminSettings)
  @Put('loginVerbiage')
  updateLoginVerbiage(@ZodBody(updateVerbiageSchema) body: Verbiage): Promise<Verbiage> {
    return this.settings.updateVerbiage(VERBIAGE_KEYS.login, body.content);
  }

  @Public()
  @Get('signupVerbiage')
  signupVerbiage(): Promise<Verbiage> {
    return this.settings.verbiage(VERBIAGE_KEYS.signup);
  }

  @RequirePermissions(PERMISSIONS.adminSettings)
  @Put('signupVerbiage')
  updateSignupVerbiage(@ZodBody(updateVerbiageSchema) body: Verbiage): Promise<Verbiage> {
    return this.settings.updateVerbiage(VERBIAGE_KEYS.signup, body.content);
  }
}
