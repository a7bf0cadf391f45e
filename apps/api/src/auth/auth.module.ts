// Accounts and sessions. Registers the two global guards every route passes: JwtAuthGuard (signed
// in, unless @Public) then PermissionsGuard (holds the permissions the route names).
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { OAuth2Client } from 'google-auth-library';
import { JwtAuthGuard } from '../common/auth/jwt-auth.guard';
import { PermissionsGuard } from '../common/auth/permissions.guard';
import { RateLimiter } from '../common/auth/rate-limiter.service';
import { APP_CONFIG, type Env } from '@leadsignal/server-core';
import { MailModule } from '@leadsignal/mail';
import { UsersModule } from '../users/users.module';
import { AuthTokensRepository } from './auth-tokens.repository';
import { AuthUserCache } from './auth-user-cache';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { GOOGLE_OAUTH_CLIENT, GoogleIdentity } from './google-identity';
import { resolveJwtSecret } from './jwt-secret';
import { InvitesController } from './invites.controller';
import { InvitesService } from './invites.service';
import { JwtStrategy } from './jwt.strategy';

@Module({
  imports: [
    UsersModule,
    MailModule,
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
    AuthService,
    AuthTokensRepository,
    AuthUserCache,
    InvitesService,
    GoogleIdentity,
    JwtStrategy,
    RateLimiter,
    { provide: GOOGLE_OAUTH_CLIENT, useFactory: () => new OAuth2Client() },
    // Order matters: authenticate first, then check permissions.
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: PermissionsGuard },
  ],
  exports: [RateLimiter],
})
export class AuthModule {}
