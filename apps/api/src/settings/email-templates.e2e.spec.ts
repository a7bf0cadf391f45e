// E-mail templates: admins list, edit and preview them; placeholders must fit the e-mail.
import { EMAIL_TEMPLATE_KEYS } from '@leadsignal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seed, signedInUser } from '../../test/accounts';

describe('settings/emailTemplates', () => {
  let t: TestApp;
  let adminToken: string;
  let userToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.dataSource);
    adminToken = (await signedInUser(t, { role: 'Admin' })).token;
    userToken = (await signedInUser(t)).token;
  });
  afterAll(() => t?.close());

  const call = (method: 'get' | 'put' | 'post', path: string, body?: object, token = adminToken) =>
    t.http[method](`/api/settings/emailTemplates${path}`).set('Authorization', `Bearer ${token}`).send(body);
  const stored = async (key: string) =>
    (await t.dataSource.query(`SELECT subject, body FROM email_templates WHERE key = $1`, [key]))[0];

  it('lists every e-mail with the placeholders it offers', async () => {
    const res = await call('get', '').expect(200);
    expect(res.body.map((template: { key: string }) => template.key).sort()).toEqual([...EMAIL_TEMPLATE_KEYS].sort());
    const digest = res.body.find((template: { key: string }) => template.key === 'saved-search-digest');
    expect(digest.placeholders.map((p: { name: string; html?: boolean }) => [p.name, p.html ?? false])).toEqual([
      ['firstName', false],
      ['digest', true],
    ]);
    expect(digest).toMatchObject({ subject: expect.any(String), body: expect.stringContaining('{{{digest}}}') });
  });

  it('saves a new subject and body (trimmed), which GET then answers', async () => {
    const subject = ' Reset your LeadSignal password, {{firstName}} ';
    const body = '<p>Hi {{ firstName }},</p><p><a href="{{link}}">Choose a new password</a></p>';
    const res = await call('put', '/reset-password', { subject, body }).expect(200);
    expect(res.body).toMatchObject({ key: 'reset-password', subject: subject.trim(), body });
    expect(await stored('reset-password')).toEqual({ subject: subject.trim(), body });
    expect((await call('get', '/reset-password').expect(200)).body.subject).toBe(subject.trim());
  });

  it.each([
    ['an unknown placeholder', 'welcome', { body: '<p>{{coupon}}</p>' }, 'body', /\{\{coupon\}\} is not a placeholder/],
    [
      'an unescaped plain value',
      'welcome',
      { body: '<p>{{{firstName}}}</p>' },
      'body',
      /unescaped; use \{\{firstName\}\}/,
    ],
    ['HTML shown as text', 'saved-search-digest', { body: '{{digest}}' }, 'body', /use \{\{\{digest\}\}\}/],
    ['HTML in the subject', 'saved-search-digest', { subject: 'News {{{digest}}}' }, 'subject', /subject cannot use/],
  ])('refuses %s with a 422 naming the field, and changes nothing', async (_name, key, change, field, reason) => {
    const before = await stored(key);
    const res = await call('put', `/${key}`, { ...before, ...change });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toEqual({ reason: expect.stringMatching(reason), field });
    expect(await stored(key)).toEqual(before);
  });

  it.each([
    ['an empty subject', { subject: '  ', body: '<p>x</p>' }, 'Subject is required.'],
    ['an empty body', { subject: 'x', body: '' }, 'Body is required.'],
    ['an unknown field', { subject: 'x', body: 'y', from: 'me' }, /Unknown field/],
  ])('refuses %s with a 400', async (_name, body, reason) => {
    const res = await call('put', '/welcome', body);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].reason).toMatch(reason);
  });

  it('answers 404 for a key that is not an e-mail we send', async () => {
    await call('get', '/no-such-mail').expect(404);
    await call('get', '/constructor').expect(404);
    await call('put', '/no-such-mail', { subject: 'x', body: 'y' }).expect(404);
    await call('post', '/no-such-mail/preview', { subject: 'x', body: 'y' }).expect(404);
  });

  it('previews the e-mail with sample values, escaped as delivery escapes them', async () => {
    const res = await call('post', '/saved-search-digest/preview', {
      subject: 'New for {{firstName}}',
      body: '<p>Hi {{firstName}} &amp; team</p>{{{digest}}}',
    }).expect(200);
    expect(res.body.subject).toBe('New for Ada');
    expect(res.body.html).toContain('<p>Hi Ada &amp; team</p><ul><li><a href="https://app.example/alerts?ssid=1">');
    expect(res.body.text).toContain('Funding in Texas (https://app.example/alerts?ssid=1): 12 new alerts');
    expect((await call('post', '/welcome/preview', { subject: 'x', body: '{{nope}}' })).status).toBe(422);
  });

  it('is for admins: a user gets 403, a visitor 401', async () => {
    expect((await call('get', '', undefined, userToken)).status).toBe(403);
    expect((await call('put', '/welcome', { subject: 'x', body: 'y' }, userToken)).status).toBe(403);
    expect((await call('post', '/welcome/preview', { subject: 'x', body: 'y' }, userToken)).status).toBe(403);
    expect((await t.http.get('/api/settings/emailTemplates')).status).toBe(401);
  });
});
