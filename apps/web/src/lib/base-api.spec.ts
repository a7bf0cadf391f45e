import { LOCAL_STORAGE_KEYS, PASSWORD_CHANGE_REQUIRED_REASON, UI_MESSAGES } from '@leadsignal/contracts';
import { HttpResponse } from 'msw';
import { jsonResponse, mockApi, type Handler } from '../../test/api';
import { makeStore } from '../app/store';
import { baseApi } from './base-api';
import { meApi } from './me-api';
import { registerNavigator } from './navigation';
import { notifyError } from './toast';
import { storeSession, TEST_TOKEN, testMe } from '../../test/fixtures';

jest.mock('./toast');

// A screen that shows its own message on failure opts out of the automatic toast.
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    silentProbe: build.query<unknown, void>({ query: () => 'probe', extraOptions: { silent: true } }),
  }),
});

const navigate = jest.fn();

beforeEach(() => {
  localStorage.clear();
  navigate.mockClear();
  jest.mocked(notifyError).mockClear();
  registerNavigator(navigate);
});

afterAll(() => registerNavigator(null));

async function getMeWith(respond: Handler) {
  const api = mockApi({ 'GET users/me': respond });
  const store = makeStore();
  const result = await store.dispatch(meApi.endpoints.getMe.initiate());
  return { store, result, api };
}

describe('base query', () => {
  it('sends the stored token as a bearer token and fills the session and counters from users/me', async () => {
    storeSession();
    const { store, result, api } = await getMeWith(() => jsonResponse(200, testMe({ fullName: 'Jane Q. Doe' })));

    expect(api.calls).toMatchObject([{ url: 'http://localhost/api/users/me', authorization: `Bearer ${TEST_TOKEN}` }]);
    expect(result.isSuccess).toBe(true);
    expect(store.getState().shared).toEqual({ monthlyAvailableCredits: 42, downloadLimit: 0, notificationCount: 3 });
    expect(store.getState().session.currentUser?.fullName).toBe('Jane Q. Doe');
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.currentUser) ?? '{}').fullName).toBe('Jane Q. Doe');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('on 401 clears the token and user from storage and store and goes to /login without a toast', async () => {
    storeSession();
    localStorage.setItem(LOCAL_STORAGE_KEYS.sidebarVisible, 'false');
    const { store } = await getMeWith(() =>
      jsonResponse(401, { statusCode: 401, errors: [{ reason: 'Your session has expired.' }] }),
    );

    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.currentUser)).toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.sidebarVisible)).toBe('false');
    expect(store.getState().session).toEqual({ accessToken: null, currentUser: null });
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(notifyError).not.toHaveBeenCalled();
    // The sign-in page says why.
    expect(sessionStorage.getItem('signedOutReason')).toBe('Your session has expired.');
  });

  it('on 401 of a call made without a token (e.g. wrong credentials) shows the reason and stays put', async () => {
    await getMeWith(() => jsonResponse(401, { statusCode: 401, errors: [{ reason: 'Wrong e-mail or password.' }] }));

    expect(navigate).not.toHaveBeenCalled();
    expect(notifyError).toHaveBeenCalledWith('Wrong e-mail or password.');
  });

  it('on 403 toasts the no-permission message and keeps the session', async () => {
    storeSession();
    const { store } = await getMeWith(() =>
      jsonResponse(403, { statusCode: 403, errors: [{ reason: 'Missing permission admin.users.' }] }),
    );

    expect(notifyError).toHaveBeenCalledWith(UI_MESSAGES.noPermission);
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(store.getState().session.accessToken).toBe(TEST_TOKEN);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on the password-change 403 goes to /changepasswordrequired without a toast, keeping the session', async () => {
    storeSession();
    const { store } = await getMeWith(() =>
      jsonResponse(403, { statusCode: 403, errors: [{ reason: PASSWORD_CHANGE_REQUIRED_REASON }] }),
    );

    expect(navigate).toHaveBeenCalledWith('/changepasswordrequired');
    expect(notifyError).not.toHaveBeenCalled();
    expect(store.getState().session.accessToken).toBe(TEST_TOKEN);
  });

  it('on another failure toasts the reason of the first error of the body', async () => {
    storeSession();
    await getMeWith(() =>
      jsonResponse(422, {
        statusCode: 422,
        errors: [
          { reason: 'Name is required.', field: 'name' },
          { reason: 'Second problem.', field: 'other' },
        ],
      }),
    );

    expect(notifyError).toHaveBeenCalledWith('Name is required.');
  });

  it("with no response toasts the error's own message", async () => {
    storeSession();
    await getMeWith(() => HttpResponse.error());

    expect(notifyError).toHaveBeenCalledWith('Failed to fetch');
  });

  it('on a failure without the error shape toasts the generic message', async () => {
    storeSession();
    await getMeWith(() => new Response('<html>Bad gateway</html>', { status: 502 }));

    expect(notifyError).toHaveBeenCalledWith(UI_MESSAGES.genericError);
  });

  it('lets an endpoint opt out of the toast with extraOptions.silent', async () => {
    storeSession();
    mockApi({ 'GET probe': () => jsonResponse(422, { statusCode: 422, errors: [{ reason: 'Name is required.' }] }) });
    const store = makeStore();

    const result = await store.dispatch(probeApi.endpoints.silentProbe.initiate());

    expect(result.isError).toBe(true);
    expect(notifyError).not.toHaveBeenCalled();
  });
});
