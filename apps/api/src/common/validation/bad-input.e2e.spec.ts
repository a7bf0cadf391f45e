// Bad input is a 400 (or 415) in the error shape, never a 500: NUL and control characters in text
// fields, and request bodies whose Content-Encoding is a lie or unsupported.
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { ROLES } from '@leadsignal/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { GOOD_PASSWORD, createUser, seed, signedInUser, uniqueEmail } from '../../../test/accounts';

const NUL = '\u0000';
const SINGLE_LINE = 'Must not contain line breaks or control characters.';

describe('bad input', () => {
  let t: TestApp;
  let user: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.dataSource);
    user = (await signedInUser(t)).token;
    admin = (await signedInUser(t, { role: ROLES.admin })).token;
  });
  afterAll(() => t?.close());

  const search = (criteria: object) =>
    t.http.post('/api/event/gettriggerevents').set('Authorization', `Bearer ${user}`).send(criteria);

  function expectRefused(res: { status: number; body: unknown }, field: string, reason = SINGLE_LINE) {
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, errors: [{ reason: `${field}: ${reason}`, field }] });
  }

  it.each([
    ['titles', { isTitlesSelected: true, titles: [`fund${NUL}ing`] }, 'titles.0'],
    ['company name', { isCompanyNamesSelected: true, companyNames: [`Acme${NUL}`] }, 'companyNames.0'],
    ['city', { isCititesSelected: true, cities: [`Bos${NUL}ton`] }, 'cities.0'],
    ['country', { isCountriesSelected: true, country: `united${NUL}states` }, 'country'],
    ['a line break in a title', { isTitlesSelected: true, titles: ['fund\ning'] }, 'titles.0'],
  ])('refuses a NUL or control character in the search criteria: %s', async (_, criteria, field) => {
    expectRefused(await search(criteria), field);
  });

  it('refuses a NUL in a saved-search name and inside its criteria text', async () => {
    const save = (body: object) =>
      t.http.post('/api/event/saveSearch').set('Authorization', `Bearer ${user}`).send(body);
    expectRefused(await save({ name: `Mine${NUL}`, searchCriteria: '{}', enableNotification: false }), 'name');
    const res = await save({
      name: 'Mine',
      searchCriteria: JSON.stringify({ isTitlesSelected: true, titles: [`a${NUL}b`] }),
      enableNotification: false,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('searchCriteria');
  });

  it('refuses a NUL or line break in a profile name', async () => {
    const put = (body: object) => t.http.put('/api/users/me').set('Authorization', `Bearer ${user}`).send(body);
    expectRefused(await put({ firstName: `Ann${NUL}`, lastName: 'Lee' }), 'firstName');
    expectRefused(await put({ firstName: 'Ann', lastName: 'Lee\r\nBcc: x@example.com' }), 'lastName');
  });

  it('refuses a NUL in the admin user search', async () => {
    const res = await t.http
      .get('/api/users')
      .query({ search: `ad${NUL}min` })
      .set('Authorization', `Bearer ${admin}`);
    expectRefused(res, 'search');
  });

  it('refuses a NUL or line break in a sign-up name and creates nothing', async () => {
    const email = uniqueEmail();
    const signUp = (firstName: string) =>
      t.http.post('/api/auth/SignUp').send({ firstName, lastName: 'B', email, password: GOOD_PASSWORD });
    expectRefused(await signUp(`A${NUL}`), 'firstName');
    expectRefused(await signUp('A\nB'), 'firstName');
    expect(await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [email])).toEqual([]);
  });

  it('refuses a NUL anywhere else in a body, even in a field that allows any text', async () => {
    const res = await t.http.post('/api/auth/Login').send({ email: 'a@example.com', password: `x${NUL}y` });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      errors: [{ reason: 'The request must not contain the NUL character.' }],
    });
  });

  describe('Content-Encoding', () => {
    const body = JSON.stringify({ email: 'a@example.com', password: 'x' });
    const post = (encoding: string, payload: Buffer | string) =>
      t.http
        .post('/api/auth/Login')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        // As is: superagent would otherwise serialise a Buffer as JSON.
        .serialize((raw: unknown) => raw as string)
        .send(payload as string);

    it.each(['gzip', 'deflate', 'br'])('answers a body that is not really %s with 400', async (encoding) => {
      const res = await post(encoding, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        errors: [{ reason: `The request body is not valid ${encoding} data.` }],
      });
    });

    it('answers an encoding it does not support with 415', async () => {
      const res = await post('compress', body);
      expect(res.status).toBe(415);
      expect(res.body).toEqual({
        statusCode: 415,
        errors: [{ reason: 'Content-Encoding "compress" is not supported; send gzip, deflate, br or no encoding.' }],
      });
    });

    const compress = { gzip: gzipSync, deflate: deflateSync, br: brotliCompressSync } as const;

    // Decoded, then validated like any body: what is refused names what the decoded JSON got wrong, and what is
    // right signs in — neither could happen unless the compressed bytes were read.
    it.each(['gzip', 'deflate', 'br'] as const)(
      'reads a real %s body: validated when wrong, accepted when right',
      async (encoding) => {
        const invalid = await post(
          encoding,
          compress[encoding](JSON.stringify({ email: 'not-an-address', password: 'x' })),
        );
        expect(invalid.status).toBe(400);
        expect(invalid.body.errors).toEqual([expect.objectContaining({ field: 'email' })]);
        const unknown = await post(
          encoding,
          compress[encoding](JSON.stringify({ email: 'a@example.com', password: 'x', extra: 1 })),
        );
        expect(unknown.status).toBe(400);

        const user = await createUser(t.dataSource);
        const valid = await post(
          encoding,
          compress[encoding](JSON.stringify({ email: user.email, password: user.password })),
        );
        expect(valid.status).toBe(200);
        expect(valid.body).toMatchObject({ accessToken: expect.any(String), user: { email: user.email } });
      },
    );
  });
});
