// The Google credential check without a configured client id (the signed-credential cases run end to end
// in apps/api's google-sign-in spec).
import type { OAuth2Client } from 'google-auth-library';
import { loadEnv } from '@leadsignal/server-core';
import { GoogleIdentity, googleFailureKind } from './google-identity';

describe('GoogleIdentity', () => {
  it('answers "not configured" (400) without GOOGLE_CLIENT_ID', async () => {
    const identity = new GoogleIdentity({ ...loadEnv(), GOOGLE_CLIENT_ID: '' }, {} as OAuth2Client);
    await expect(identity.verify('any.credential.here')).rejects.toMatchObject({
      kind: 'invalid',
      reason: 'Google sign-in is not configured.',
    });
  });

  it('logs the kind of a refused credential, never its payload', () => {
    expect(googleFailureKind(new Error('Token used too late, 1700000000 > 1690000000: {"email":"a@b.c"}'))).toBe(
      'Token used too late',
    );
  });
});
