// The one RTK Query API of the SPA. Features add endpoints with baseApi.injectEndpoints; this file owns
// what every call shares: the bearer token, the session ending on 401 and the error toasts (spec §8).
import { isErrorBody, PASSWORD_CHANGE_REQUIRED_REASON, UI_MESSAGES, type CurrentUser } from '@leadsignal/contracts';
import type { Dispatch } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { signedIn, signedOut } from '../stores/session-slice';
import { navigateTo } from './navigation';
import { clearSession, readAccessToken, saveSession, saveSignedOutReason } from './storage';
import { notifyError } from './toast';

/** Said on the sign-in page when a session ended without the server saying why. */
export const SESSION_ENDED = 'Your session has ended. Sign in again.';

/** Per-endpoint options: `extraOptions: { silent: true }` for screens that show their own message on failure. */
export interface ApiExtraOptions {
  silent?: boolean;
}

export const API_TAG_TYPES = [
  'Me',
  'SearchRows',
  'SavedSearches',
  'Downloads',
  'Notifications',
  'Settings',
  'Users',
  'Roles',
  'Permissions',
  'EmailTemplates',
  'ReportedData',
  'Plans',
  'Orders',
  'Ledger',
  'Team',
  'TeamInvitations',
] as const;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api/',
  prepareHeaders: (headers) => {
    // Read from storage rather than the store so a token written by another tab is picked up too.
    const token = readAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** The HTTP status of a failed call, also when its body was not JSON. */
export function errorStatus(error: FetchBaseQueryError): number | undefined {
  if (typeof error.status === 'number') return error.status;
  if (error.status === 'PARSING_ERROR') return error.originalStatus;
  return undefined;
}

/** What a user is told about a failed call (spec §8). */
export function errorMessage(error: FetchBaseQueryError): string {
  if (errorStatus(error) === 403) return UI_MESSAGES.noPermission;
  if ('data' in error && isErrorBody(error.data)) return error.data.errors[0].reason;
  // No response at all (network down, API not running): the fetch error's own words. RTK Query hands
  // them over as String(error), so the class name ("TypeError: ") is dropped to leave the message.
  if (error.status === 'FETCH_ERROR' && error.error) return error.error.replace(/^[A-Za-z]*Error: /, '');
  return UI_MESSAGES.genericError;
}

export const baseQueryWithSession: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (!result.error) return result;

  // A 401 on a call that carried a token means the session expired or was revoked: back to the login page.
  // Without a token it is a public call that was refused (e.g. wrong credentials), which the user must read.
  if (errorStatus(result.error) === 401 && result.meta?.request.headers.has('Authorization')) {
    endSession(api.dispatch);
    // The sign-in page says why ("Your session has expired. Sign in again.", "…has ended…", disabled).
    saveSignedOutReason(firstReason(result.error) ?? SESSION_ENDED);
    navigateTo('/login');
    return result;
  }
  // An admin asked this user for a new password: the API opens nothing else until it is changed.
  if (errorStatus(result.error) === 403 && firstReason(result.error) === PASSWORD_CHANGE_REQUIRED_REASON) {
    navigateTo('/changepasswordrequired');
    return result;
  }
  if (!extraOptions?.silent) notifyError(errorMessage(result.error));
  return result;
};

function firstReason(error: FetchBaseQueryError): string | undefined {
  return 'data' in error && isErrorBody(error.data) ? error.data.errors[0].reason : undefined;
}

/** The base query every endpoint uses; typed hooks made outside one api slice name it (TypedUseQuery …). */
export type AppBaseQuery = typeof baseQueryWithSession;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithSession,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});

/** The part of the store the API's cache is in, for selectors outside a component. */
export type ApiState = { [K in typeof baseApi.reducerPath]: ReturnType<typeof baseApi.reducer> };

/** Signs in: stores the token and user and drops any cached data of a previous user. */
export function startSession(dispatch: Dispatch, session: { accessToken: string; user: CurrentUser }): void {
  saveSession(session.accessToken, session.user);
  dispatch(baseApi.util.resetApiState());
  dispatch(signedIn(session));
}

/** Signs out locally: clears the token and user from storage and store and forgets all cached API data. */
export function endSession(dispatch: Dispatch): void {
  clearSession();
  dispatch(signedOut());
  dispatch(baseApi.util.resetApiState());
}
