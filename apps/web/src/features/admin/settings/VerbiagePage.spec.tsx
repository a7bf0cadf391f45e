import { UI_MESSAGES } from '@leadsignal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authApi } from '../../auth/api';
import { LoginVerbiagePage, SignupVerbiagePage } from './VerbiagePage';
import { apiError, jsonResponse, LOGIN_WORDING, mockApi, SIGNUP_WORDING } from '../../../../test/api';
import { storeSession } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/render';

beforeEach(() => {
  localStorage.clear();
  storeSession();
});

const echo = (body: unknown) => jsonResponse(200, body);
const wordingField = () => screen.getByLabelText<HTMLTextAreaElement>('Wording');
const preview = () => within(screen.getByRole('region', { name: 'Preview' }));

describe('login wording page', () => {
  it('shows "Loading..." and then the current wording, its length and a preview', async () => {
    mockApi();
    renderPage('/settings/loginverbiage', <LoginVerbiagePage />);
    expect(screen.getByRole('heading', { name: 'Login Wording' })).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();

    expect(await screen.findByDisplayValue(LOGIN_WORDING)).toBe(wordingField());
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getByText(`${LOGIN_WORDING.length} / 20,000 characters`)).toBeTruthy();
    expect(preview().getByText(LOGIN_WORDING)).toBeTruthy();
  });

  it('says how to turn on Google sign-in when it is off, and that it is on when configured', async () => {
    mockApi();
    const first = renderPage('/settings/loginverbiage', <LoginVerbiagePage />);
    expect((await screen.findByRole('note')).textContent).toContain(
      'Sign in with Google is off. To offer it, set GOOGLE_CLIENT_ID',
    );
    first.unmount();
    mockApi({ 'GET settings/public': () => jsonResponse(200, { googleClientId: 'id.apps.googleusercontent.com' }) });
    renderPage('/settings/loginverbiage', <LoginVerbiagePage />);
    expect((await screen.findByRole('note')).textContent).toContain('Sign in with Google is on');
  });

  it('saves the text exactly as typed, says so and refreshes the wording the login page reads', async () => {
    const content = '  Hello <b>there</b>\n\nSecond paragraph ';
    let stored = LOGIN_WORDING;
    const api = mockApi({
      'GET settings/loginVerbiage': () => jsonResponse(200, { content: stored }),
      'PUT settings/loginVerbiage': async (_body, request) => {
        stored = ((await request.json()) as { content: string }).content;
        return jsonResponse(200, { content: stored });
      },
    });
    const { store } = renderPage('/settings/loginverbiage', <LoginVerbiagePage />);
    await screen.findByDisplayValue(LOGIN_WORDING);

    fireEvent.change(wordingField(), { target: { value: content } });
    // The preview is plain text: the tag is shown, not applied.
    expect(preview().getByText(/Hello <b>there<\/b>/)).toBeTruthy();
    expect(preview().getByText('Second paragraph')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('status')).textContent).toBe('The wording has been saved.');
    expect(api.bodiesOf('PUT settings/loginVerbiage')).toEqual([{ content }]);
    await waitFor(() => expect(api.bodiesOf('GET settings/loginVerbiage')).toHaveLength(2));
    expect(authApi.endpoints.getLoginWording.select()(store.getState()).data).toBe(content);
    expect(api.calls.some((call) => call.key.includes('signup'))).toBe(false);
  });

  it('may be emptied: the contract allows no wording', async () => {
    const api = mockApi({ 'PUT settings/loginVerbiage': echo });
    renderPage('/settings/loginverbiage', <LoginVerbiagePage />);
    await screen.findByDisplayValue(LOGIN_WORDING);

    fireEvent.change(wordingField(), { target: { value: '' } });
    expect(preview().getByText('No wording: the page shows its form alone.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The wording has been saved.')).toBeTruthy();
    expect(api.bodiesOf('PUT settings/loginVerbiage')).toEqual([{ content: '' }]);
  });

  it('refuses wording over 20,000 characters under the field and sends nothing', async () => {
    const api = mockApi({ 'PUT settings/loginVerbiage': echo });
    renderPage('/settings/loginverbiage', <LoginVerbiagePage />);
    await screen.findByDisplayValue(LOGIN_WORDING);

    fireEvent.change(wordingField(), { target: { value: 'x'.repeat(20001) } });
    expect(screen.getByText('20,001 / 20,000 characters')).toBeTruthy();
    expect(screen.queryByText('Wording must be at most 20,000 characters.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const problem = await screen.findByText('Wording must be at most 20,000 characters.');
    expect(wordingField().getAttribute('aria-invalid')).toBe('true');
    expect(wordingField().getAttribute('aria-describedby')).toContain(problem.id);
    expect(api.bodiesOf('PUT settings/loginVerbiage')).toEqual([]);

    fireEvent.change(wordingField(), { target: { value: 'x'.repeat(20000) } });
    await waitFor(() => expect(screen.queryByText('Wording must be at most 20,000 characters.')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The wording has been saved.')).toBeTruthy();
  });

  it("shows the server's reason when the save is refused, and the no-permission message on 403", async () => {
    let answer = apiError(400, 'content: Too big.', 'content');
    mockApi({ 'PUT settings/loginVerbiage': () => answer });
    renderPage('/settings/loginverbiage', <LoginVerbiagePage />);
    await screen.findByDisplayValue(LOGIN_WORDING);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('content: Too big.');
    expect(screen.queryByText('The wording has been saved.')).toBeNull();

    answer = apiError(403, 'Forbidden');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(UI_MESSAGES.noPermission));
  });

  it('disables Save while saving', async () => {
    let finish: (response: Response) => void = () => undefined;
    mockApi({ 'PUT settings/loginVerbiage': () => new Promise<Response>((resolve) => (finish = resolve)) });
    renderPage('/settings/loginverbiage', <LoginVerbiagePage />);
    await screen.findByDisplayValue(LOGIN_WORDING);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Saving...' });
    expect(button.disabled).toBe(true);
    finish(jsonResponse(200, { content: LOGIN_WORDING }));
    expect(await screen.findByText('The wording has been saved.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false);
  });

  it('says when the current wording cannot be loaded and loads it again on request', async () => {
    let fail = true;
    mockApi({
      'GET settings/loginVerbiage': () =>
        fail ? apiError(500, 'The database is unavailable.') : jsonResponse(200, { content: LOGIN_WORDING }),
    });
    renderPage('/settings/loginverbiage', <LoginVerbiagePage />);

    expect(
      await screen.findByText('The current wording could not be loaded: The database is unavailable.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Wording')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByDisplayValue(LOGIN_WORDING)).toBeTruthy();
  });
});

describe('signup wording page', () => {
  it('reads and saves the signup wording', async () => {
    const api = mockApi({ 'PUT settings/signupVerbiage': echo });
    renderPage('/settings/signupverbiage', <SignupVerbiagePage />);
    expect(screen.getByRole('heading', { name: 'Signup Wording' })).toBeTruthy();
    await screen.findByDisplayValue(SIGNUP_WORDING);

    fireEvent.change(wordingField(), { target: { value: 'Join us.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The wording has been saved.')).toBeTruthy();
    expect(api.bodiesOf('PUT settings/signupVerbiage')).toEqual([{ content: 'Join us.' }]);
    await waitFor(() => expect(api.bodiesOf('GET settings/signupVerbiage')).toHaveLength(2));
    expect(api.calls.some((call) => call.key.includes('login'))).toBe(false);
  });
});
