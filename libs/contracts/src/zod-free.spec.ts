// The zod-free checks the SPA's first load uses must say what the schemas say (docs/performance.md).
import { z } from 'zod';
import { isErrorBody } from './api-errors';
import { EMAIL_PATTERN, isEmailAddress } from './credentials';
import { parseCurrentUser } from './current-user';
import { emailSchema } from './auth';
import { errorBodySchema } from './errors';
import { currentUserSchema } from './users';

describe('zod-free contract checks', () => {
  it('uses the same e-mail pattern as zod and accepts what emailSchema accepts', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    const samples = [
      'ada@example.com',
      '  Ada.Lovelace+tag@Example.co.uk ',
      'a@b.c',
      'no-at-sign',
      '.dot@example.com',
      'a..b@example.com',
      'ada@example',
      `${'a'.repeat(250)}@example.com`,
      '',
    ];
    for (const sample of samples)
      expect([sample, isEmailAddress(sample)]).toEqual([sample, emailSchema.safeParse(sample).success]);
  });

  it('recognises the error body as errorBodySchema does', () => {
    const samples: unknown[] = [
      { statusCode: 400, errors: [{ reason: 'Bad.' }] },
      { statusCode: 400, errors: [{ reason: 'Bad.', field: 'email' }], extra: true },
      { statusCode: 400, errors: [] },
      { statusCode: 400.5, errors: [{ reason: 'Bad.' }] },
      { statusCode: '400', errors: [{ reason: 'Bad.' }] },
      { statusCode: 400, errors: [{ reason: 3 }] },
      { statusCode: 400, errors: [{ reason: 'Bad.', field: 3 }] },
      null,
      'error',
    ];
    for (const sample of samples)
      expect([sample, isErrorBody(sample)]).toEqual([sample, errorBodySchema.safeParse(sample).success]);
  });

  it('parses the stored user as currentUserSchema does, unknown fields dropped', () => {
    const user = {
      id: 'u1',
      userName: 'ada',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      fullName: 'Ada Lovelace',
      createdOn: '2026-01-01',
      allowedPermissions: ['alerts.search'],
    };
    const samples: unknown[] = [
      user,
      { ...user, legacy: 1 },
      { ...user, id: 1 },
      { ...user, allowedPermissions: [1] },
      { ...user, allowedPermissions: undefined },
      [],
      null,
    ];
    for (const sample of samples) {
      const parsed = currentUserSchema.safeParse(sample);
      expect(parseCurrentUser(sample)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});
