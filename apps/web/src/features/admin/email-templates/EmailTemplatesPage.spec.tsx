import {
  EMAIL_TEMPLATE_KEYS,
  EMAIL_TEMPLATE_PLACEHOLDERS,
  PERMISSIONS,
  placeholderProblems,
  type EmailPreview,
  type EmailTemplateKey,
  type EmailTemplateView,
} from '@leadsignal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifySuccess } from '../../../lib/toast';
import { EmailTemplatesPage } from './EmailTemplatesPage';
import { formatDate } from '../../../lib/format';
import { apiError, jsonResponse, mockApi } from '../../../../test/api';
import { storeSession, testUser } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/render';

jest.mock('../../../lib/toast');

const LIST = 'GET settings/emailTemplates';
const PUT_RESET = 'PUT settings/emailTemplates/reset-password';
const PREVIEW_RESET = 'POST settings/emailTemplates/reset-password/preview';

const DESCRIPTIONS: Record<EmailTemplateKey, string> = {
  'confirm-email': 'Sent at sign-up to confirm the address.',
  welcome: 'Sent once the address is confirmed.',
  'reset-password': 'Sent when a user asks to reset the password.',
  'saved-search-digest': 'Sent daily with the saved searches that have new matches.',
  invite: 'Sent when an admin invites a teammate.',
  'team-invite': 'Sent when a team invites someone who has an account.',
  'credit-warning': 'Sent when a cap or a pool reaches 75 % or 100 %.',
};

function template(key: EmailTemplateKey, overrides: Partial<EmailTemplateView> = {}): EmailTemplateView {
  return {
    key,
    description: DESCRIPTIONS[key],
    subject: `Subject of ${key}`,
    body: `<p>Hello {{firstName}},</p>`,
    placeholders: EMAIL_TEMPLATE_PLACEHOLDERS[key],
    updatedOn: '2025-03-04T12:00:00.000Z',
    ...overrides,
  };
}

const RESET = template('reset-password', {
  subject: 'Reset your password',
  body: '<p>Hello {{firstName}},</p>\n<p><a href="{{link}}">Choose a new password</a></p>',
  updatedOn: '2025-05-20T12:00:00.000Z',
});
const TEMPLATES = EMAIL_TEMPLATE_KEYS.map((key) => (key === 'reset-password' ? RESET : template(key)));

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  storeSession(testUser({ allowedPermissions: [PERMISSIONS.adminEmailTemplates] }));
});

function templatesApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ [LIST]: () => jsonResponse(200, TEMPLATES), ...extra });
}

async function openResetPassword() {
  renderPage('/settings/emailtemplates', <EmailTemplatesPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Reset password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit "Reset password"' });
  return {
    dialog,
    subject: within(dialog).getByLabelText('Subject') as HTMLInputElement,
    body: within(dialog).getByLabelText('Body (HTML)') as HTMLTextAreaElement,
  };
}

describe('e-mail templates page', () => {
  it('lists the e-mails with their readable name, description, subject and last change', async () => {
    templatesApi();
    renderPage('/settings/emailtemplates', <EmailTemplatesPage />);

    expect(screen.getByRole('heading', { name: 'E-mail Templates' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'E-mail templates' });
    expect(within(table).getByText('Loading...')).toBeTruthy();

    const reset = (await within(table).findByText('Reset password')).closest('tr') as HTMLElement;
    expect(within(reset).getByText(DESCRIPTIONS['reset-password'])).toBeTruthy();
    expect(within(reset).getByText('Reset your password')).toBeTruthy();
    expect(within(reset).getByText(formatDate(RESET.updatedOn))).toBeTruthy();
    expect(formatDate(RESET.updatedOn)).toBe('May 20, 2025');
    expect(within(reset).getByRole('button', { name: 'Edit Reset password' })).toBeTruthy();

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('button').getAttribute('aria-label'))).toEqual([
      'Edit Confirm e-mail',
      'Edit Welcome',
      'Edit Reset password',
      'Edit Saved-search digest',
      'Edit Invitation',
      'Edit Team invitation (existing account)',
      'Edit Credit warning',
    ]);
  });

  it('saves the subject and body, closes the editor and reloads the list', async () => {
    const api = templatesApi({
      [PUT_RESET]: async (_body: unknown, request: Request) =>
        jsonResponse(200, { ...RESET, ...(await request.json()) }),
    });
    const { dialog, subject, body } = await openResetPassword();
    expect(subject.value).toBe('Reset your password');
    expect(body.value).toBe(RESET.body);

    fireEvent.change(subject, { target: { value: 'Choose a new password, {{firstName}}' } });
    fireEvent.change(body, { target: { value: '<p>Hi {{firstName}}: <a href="{{link}}">reset</a></p>' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bodiesOf(PUT_RESET)).toEqual([
      {
        subject: 'Choose a new password, {{firstName}}',
        body: '<p>Hi {{firstName}}: <a href="{{link}}">reset</a></p>',
      },
    ]);
    expect(notifySuccess).toHaveBeenCalledWith('The e-mail template has been saved.');
    await waitFor(() => expect(api.bodiesOf(LIST)).toHaveLength(2));
  });

  it('requires a subject and sends nothing without one', async () => {
    const api = templatesApi();
    const { dialog, subject } = await openResetPassword();

    fireEvent.change(subject, { target: { value: '   ' } });
    expect(within(dialog).queryByText('Subject is required.')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const problem = within(dialog).getByText('Subject is required.');
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect(subject.getAttribute('aria-describedby')).toBe(problem.closest('[id]')?.id);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(api.calls.filter((call) => call.key !== LIST)).toEqual([]);
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.change(subject, { target: { value: 'Reset it' } });
    expect(within(dialog).queryByText('Subject is required.')).toBeNull();
    expect(subject.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows an unknown placeholder under its field as it is typed, and sends nothing', async () => {
    const api = templatesApi();
    const { dialog, body } = await openResetPassword();
    const text = '<p>Hello {{foo}}</p>';
    const [{ reason }] = placeholderProblems('reset-password', { subject: 'x', body: text });
    expect(reason).toBe('{{foo}} is not a placeholder of this e-mail; it offers {{firstName}}, {{link}}.');

    fireEvent.change(body, { target: { value: text } });
    expect(within(dialog).getByText(reason)).toBeTruthy();
    expect(body.getAttribute('aria-invalid')).toBe('true');
    expect(body.getAttribute('aria-describedby')).toBe('email-template-body-problem');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(api.bodiesOf(PUT_RESET)).toEqual([]);
    expect(api.bodiesOf(PREVIEW_RESET)).toEqual([]);
  });

  it('inserts a placeholder at the cursor of the body, or of the subject once it was focused', async () => {
    templatesApi();
    const { dialog, subject, body } = await openResetPassword();
    const offered = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => text?.startsWith('{{'));
    expect(offered).toEqual(['{{firstName}}', '{{link}}']);
    expect(within(dialog).getByText('The link to choose a new password (valid 1 hour).')).toBeTruthy();

    fireEvent.change(body, { target: { value: 'Hi , bye' } });
    body.setSelectionRange(3, 3);
    fireEvent.click(within(dialog).getByRole('button', { name: '{{firstName}}' }));
    expect(body.value).toBe('Hi {{firstName}}, bye');
    expect(body.selectionStart).toBe(16);

    fireEvent.focus(subject);
    fireEvent.change(subject, { target: { value: 'Your link' } });
    subject.setSelectionRange(5, 9);
    fireEvent.click(within(dialog).getByRole('button', { name: '{{link}}' }));
    expect(subject.value).toBe('Your {{link}}');
    expect(body.value).toBe('Hi {{firstName}}, bye');
  });

  it('offers the digest as {{{digest}}}, in the body only', async () => {
    mockApi({ [LIST]: () => jsonResponse(200, TEMPLATES) });
    renderPage('/settings/emailtemplates', <EmailTemplatesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Saved-search digest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit "Saved-search digest"' });
    const digest = within(dialog).getByRole('button', { name: '{{{digest}}}' }) as HTMLButtonElement;
    const body = within(dialog).getByLabelText('Body (HTML)') as HTMLTextAreaElement;

    fireEvent.change(body, { target: { value: '' } });
    fireEvent.click(digest);
    expect(body.value).toBe('{{{digest}}}');

    fireEvent.focus(within(dialog).getByLabelText('Subject'));
    expect(digest.disabled).toBe(true);
  });

  it('previews the e-mail with the sample values: subject, HTML in a sandboxed frame and plain text', async () => {
    const preview: EmailPreview = {
      subject: 'Reset your password, Ada',
      html: '<p>Hello Ada,</p><p><a href="https://app.example/reset">Choose a new password</a></p>',
      text: 'Hello Ada,\n\nChoose a new password: https://app.example/reset',
    };
    const api = templatesApi({ [PREVIEW_RESET]: () => jsonResponse(200, preview) });
    const { dialog, subject } = await openResetPassword();
    fireEvent.change(subject, { target: { value: 'Reset your password, {{firstName}}' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));

    expect(await within(dialog).findByText('Reset your password, Ada')).toBeTruthy();
    const frame = within(dialog).getByTitle('E-mail preview');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(preview.html);
    const text = within(dialog).getByText(/Choose a new password: https:\/\/app\.example\/reset/);
    expect(text.tagName).toBe('PRE');
    expect(text.textContent).toBe(preview.text);
    expect(api.bodiesOf(PREVIEW_RESET)).toEqual([{ subject: 'Reset your password, {{firstName}}', body: RESET.body }]);
    expect(api.bodiesOf(PUT_RESET)).toEqual([]);

    fireEvent.change(subject, { target: { value: 'Something else' } });
    expect(within(dialog).getByText(/has changed since this preview/)).toBeTruthy();
  });

  it("shows the server's reason in the editor when it refuses the save", async () => {
    templatesApi({
      [PUT_RESET]: () => apiError(422, 'The template could not be compiled: unclosed section.', 'body'),
    });
    const { dialog } = await openResetPassword();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('The template could not be compiled: unclosed section.');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});
