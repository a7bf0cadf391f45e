// Verifies a Google Identity Services credential (an ID token): Google's signature, audience =
// GOOGLE_CLIENT_ID, issuer, expiry, and a verified e-mail address.
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OAuth2Client, TokenPayload } from 'google-auth-library';
import { APP_CONFIG, type Env, DomainError } from '@leadsignal/server-core';

/** The OAuth2Client used to fetch Google's certificates; tests provide one with local certificates. */
export const GOOGLE_OAUTH_CLIENT = Symbol('GOOGLE_OAUTH_CLIENT');

export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export interface GoogleProfile {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

const NAME_MAX = 100;

@Injectable()
export class GoogleIdentity {
  private readonly logger = new Logger('GoogleSignIn');
  private readonly clientId: string;

  constructor(
    @Inject(APP_CONFIG) config: Env,
    @Inject(GOOGLE_OAUTH_CLIENT) private readonly client: OAuth2Client,
  ) {
    this.clientId = config.GOOGLE_CLIENT_ID;
  }

  async verify(idToken: string): Promise<GoogleProfile> {
    if (!this.clientId) throw DomainError.invalid('Google sign-in is not configured.');
    let certs;
    try {
      ({ certs } = await this.client.getFederatedSignonCertsAsync());
    } catch (error) {
      this.logger.error(`Could not fetch Google's certificates: ${(error as Error).message}`);
      throw DomainError.unavailable('Google sign-in is unavailable right now. Try again shortly.');
    }
    let payload: TokenPayload | undefined;
    try {
      const ticket = await this.client.verifySignedJwtWithCertsAsync(idToken, certs, this.clientId, GOOGLE_ISSUERS);
      payload = ticket.getPayload();
    } catch (error) {
      // The library's messages quote the token or its payload (with the e-mail address): log the kind only.
      this.logger.warn(`Rejected a Google credential: ${googleFailureKind(error)}`);
      throw DomainError.unauthenticated('Google sign-in failed: the Google credential is not valid or has expired.');
    }
    if (!payload?.sub || !payload.email) {
      throw DomainError.unauthenticated('Google sign-in failed: the Google credential has no e-mail address.');
    }
    if (payload.email_verified !== true) {
      throw DomainError.unauthenticated('Your Google e-mail address is not verified. Verify it with Google first.');
    }
    const email = payload.email.toLowerCase();
    const [first = '', ...rest] = (payload.name ?? '').trim().split(/\s+/);
    return {
      subject: payload.sub,
      email,
      firstName: (payload.given_name?.trim() || first || email.split('@')[0]).slice(0, NAME_MAX),
      lastName: (payload.family_name?.trim() || rest.join(' ')).slice(0, NAME_MAX),
    };
  }
}

/** "Token used too late, 1700000000 > 1690000000: {…payload…}" → "Token used too late". */
export function googleFailureKind(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split(/[:,]/)[0] ?? '').replace(/[^\w '.-]/g, '').slice(0, 80) || 'unreadable credential';
}
