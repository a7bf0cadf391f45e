import { Controller, Get, Inject, Put } from '@nestjs/common';
import { PERMISSIONS, updateVerbiageSchema, type PublicSettings, type Verbiage } from '@leadsignal/contracts';
import { SettingsService, VERBIAGE_KEYS } from '@leadsignal/accounts';
import { paymentsModeOf } from '@leadsignal/billing';
import { Public, RequirePermissions } from '../common/auth/access.decorators';
import { APP_CONFIG, type Env } from '@leadsignal/server-core';
import { ZodBody } from '../common/validation/zod.pipe';

@Controller('settings')
export class SettingsController {
  constructor(
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  /** What the SPA needs before anyone signs in: whether to offer Google sign-in, and how checkout works. */
  @Public()
  @Get('public')
  publicSettings(): PublicSettings {
    return { googleClientId: this.config.GOOGLE_CLIENT_ID || null, payments: paymentsModeOf(this.config) };
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
