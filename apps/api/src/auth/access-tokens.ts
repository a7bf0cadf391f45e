// The access token a sign-in answers: an HS256 JWT naming the user and their token version, which
// jwt.strategy.ts checks on every request.
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { LoginResponse } from '@leadsignal/contracts';
import { toCurrentUser, type UserRecord } from '@leadsignal/accounts';
import type { AccessTokenPayload } from './jwt.strategy';

@Injectable()
export class AccessTokens {
  constructor(private readonly jwt: JwtService) {}

  /** The signed-in user's session: a token, the user as the SPA keeps it, and whether a new password is due. */
  session(user: UserRecord): LoginResponse {
    const payload: AccessTokenPayload = { sub: user.id, tv: user.tokenVersion };
    return {
      accessToken: this.jwt.sign(payload),
      user: toCurrentUser(user),
      mustChangePassword: user.mustChangePassword,
    };
  }
}
