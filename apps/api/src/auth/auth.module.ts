// Accounts and sessions. Registers AccountsModule (@leadsignal/accounts, global: the users, roles,
// permissions and settings modules use its services) with the mail service and the attempt throttle it
// needs, and the two global guards every route passes: JwtAuthGuard (signed in, unless @Public) then
// PermissionsGuard (holds the permissions the route names).
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AccountsModule } from '@leadsignal/accounts';
import { CreditsModule, CreditsService } from '@leadsignal/credits';
import { MailModule, MailService } from '@leadsignal/mail';
import { APP_CONFIG, type Env } from '@leadsignal/server-core';
import { JwtAuthGuard } from '../common/auth/jwt-auth.guard';
import { PermissionsGuard } from '../common/auth/permissions.guard';
import { RateLimiter } from '../common/auth/rate-limiter.service';
import { AccessTokens } from './access-tokens';
import { AuthUserCache } from './auth-user-cache';
import { AuthController } from './auth.controller';
import { resolveJwtSecret } from './jwt-secret';
import { InvitesController } from './invites.controller';
import { JwtStrategy } from './jwt.strategy';

@Module({
  imports: [
    MailModule,
    AccountsModule.forRoot({
      imports: [CreditsModule],
      mail: MailService,
      attempts: RateLimiter,
      credits: CreditsService,
    }),
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: Env) => ({
        secret: resolveJwtSecret(config),
        signOptions: { algorithm: 'HS256', expiresIn: config.JWT_TTL_MINUTES * 60 },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController, InvitesController],
  providers: [
    AccessTokens,
    AuthUserCache,
    JwtStrategy,
    // Order matters: authenticate first, then check permissions.
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: PermissionsGuard },
  ],
})
export class AuthModule {}
