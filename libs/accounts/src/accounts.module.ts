// Users, sign-in tokens, roles and permissions, settings: the only writers of their tables. Registered once
// by the API (forRoot, global), which supplies the services accounts need from beside them: how e-mail is
// queued and how attempts are throttled.
import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { OAuth2Client } from 'google-auth-library';
import { AuthTokensRepository } from './auth-tokens.repository';
import { AuthService } from './auth.service';
import { GOOGLE_OAUTH_CLIENT, GoogleIdentity } from './google-identity';
import { InvitesService } from './invites.service';
import { PermissionsRepository } from './permissions.repository';
import { PermissionsService } from './permissions.service';
import { AccountMail, AttemptLimiter } from './ports';
import { RolesRepository } from './roles.repository';
import { RolesService } from './roles.service';
import { SettingsRepository } from './settings.repository';
import { SettingsService } from './settings.service';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

export interface AccountsPorts {
  /** A provider already registered (normally @leadsignal/mail's MailService), used for every account e-mail. */
  mail: Type<AccountMail>;
  /** The throttle of sign-in, sign-up and password attempts; this module makes its own instance. */
  attempts: Type<AttemptLimiter>;
}

const SERVICES = [
  UsersRepository,
  AuthTokensRepository,
  RolesRepository,
  PermissionsRepository,
  SettingsRepository,
  UsersService,
  RolesService,
  PermissionsService,
  SettingsService,
  AuthService,
  InvitesService,
  GoogleIdentity,
];

@Module({})
export class AccountsModule {
  static forRoot(ports: AccountsPorts): DynamicModule {
    return {
      module: AccountsModule,
      global: true,
      providers: [
        ...SERVICES,
        { provide: GOOGLE_OAUTH_CLIENT, useFactory: () => new OAuth2Client() },
        { provide: AccountMail, useExisting: ports.mail },
        { provide: AttemptLimiter, useClass: ports.attempts },
      ],
      exports: [...SERVICES, GOOGLE_OAUTH_CLIENT],
    };
  }
}
