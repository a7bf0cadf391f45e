import { Writable } from 'node:stream';
import pino from 'pino';
import { QueryFailedError } from 'typeorm';
import { LOG_REDACT_PATHS, LOG_SERIALIZERS, serializeError, withoutQuery } from './log-safety';

const EMAIL = 'someone@example.com';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

function failedInsert(): QueryFailedError {
  const driverError = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
    code: '23505',
    detail: `Key (email)=(${EMAIL}) already exists.`,
    constraint: 'users_email_key',
    table: 'users',
  });
  return new QueryFailedError('INSERT INTO users (email, password_hash) VALUES ($1, $2)', [EMAIL, HASH], driverError);
}

function capture(): { logger: pino.Logger; lines: () => string } {
  let out = '';
  const stream = new Writable({
    write(chunk, _enc, done) {
      out += chunk.toString();
      done();
    },
  });
  return { logger: pino({ redact: LOG_REDACT_PATHS, serializers: LOG_SERIALIZERS }, stream), lines: () => out };
}

describe('log safety', () => {
  it("drops a failed statement's parameters and the driver's detail, keeps what helps", () => {
    const serialized = JSON.stringify(serializeError(failedInsert()));
    expect(serialized).not.toContain(EMAIL);
    expect(serialized).not.toContain(HASH);
    expect(serialized).toContain('users_email_key');
    expect(serialized).toContain('INSERT INTO users');
  });

  it('drops the text of a COPY statement, whose values are inlined', () => {
    const error = new QueryFailedError(`COPY (SELECT * FROM t WHERE name = '${EMAIL}') TO STDOUT`, [], new Error('x'));
    expect(JSON.stringify(serializeError(error))).not.toContain(EMAIL);
  });

  it('redacts credentials and addresses in logged objects, and query strings in URLs', () => {
    const { logger, lines } = capture();
    logger.info({ to: EMAIL, template: 'welcome' }, 'e-mail sent');
    logger.info({ user: { email: EMAIL, passwordHash: HASH }, body: { password: 'hunter22', token: 't0ken' } }, 'x');
    logger.error({ err: failedInsert() }, 'failed');
    logger.info({ req: { id: '1', method: 'GET', url: '/api/exports/1/download?token=abc.def' } }, 'request');
    const out = lines();
    for (const secret of [EMAIL, HASH, 'hunter22', 't0ken', 'abc.def']) expect(out).not.toContain(secret);
    expect(out).toContain('/api/exports/1/download?[query removed]');
    expect(withoutQuery('/a/b')).toBe('/a/b');
  });
});
