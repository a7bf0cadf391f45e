// Users, sign-in tokens, roles and permissions, settings: the only writers of their tables. Registered once
// by the API (forRoot, global), which supplies the services accounts need from beside them: how e-mail is
// queued, how attempts are throttled and how credits are opened.
import { type DynamicModule, Module, type ModuleMetadata, type Type } from '@nestjs/common';
import { OAuth2Client } from 'google-auth-library';
import { AuthTokensRepository } from './auth-tokens.repository';
import { AuthService } from './auth.service';
import { GOOGLE_OAUTH_CLIENT, GoogleIdentity } from './google-identity';
import { InvitesService } from './invites.service';
import { PermissionsRepository } from './permissions.repository';
import { PermissionsService } from './permissions.service';
import { AccountCredits, AccountMail, AttemptLimiter } from './ports';
import { RolesRepository } from './roles.repository';
import { RolesService } from './roles.service';
import { SettingsRepository } from './settings.repository';
import { SettingsService } from './settings.service';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

export interface AccountsPorts {
  /** The modules that provide the services below, where they are not global (CreditsModule). */
  imports?: ModuleMetadata['imports'];
  /** A provider already registered (normally @leadsignal/mail's MailService), used for every account e-mail. */
  mail: Type<AccountMail>;
  /** The throttle of sign-in, sign-up and password attempts; this module makes its own instance. */
  attempts: Type<AttemptLimiter>;
  /** A provider already registered (normally @leadsignal/credits' CreditsService): starting credits, limits. */
  credits: Type<AccountCredits>;
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
      imports: ports.imports ?? [],
      providers: [
        ...SERVICES,
        { provide: GOOGLE_OAUTH_CLIENT, useFactory: () => new OAuth2Client() },
        { provide: AccountMail, useExisting: ports.mail },
        { provide: AttemptLimiter, useClass: ports.attempts },
        { provide: AccountCredits, useExisting: ports.credits },
      ],
      exports: [...SERVICES, GOOGLE_OAUTH_CLIENT],
    };
  }
}
