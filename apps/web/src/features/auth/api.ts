// The auth calls (ARCHITECTURE §3, Auth) and the public settings the sign-in pages read. Every call is
// silent: these pages show the server's reason on the page itself.
import {
  isErrorBody,
  type AcceptInviteResponse,
  UI_MESSAGES,
  type ChangePasswordRequest,
  type ConfirmEmailResponse,
  type LoginRequest,
  type LoginResponse,
  type PublicSettings,
  type SignUpRequest,
} from '@leadsignal/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi, errorMessage, errorStatus } from '../../lib/base-api';
import { takeBootAnswer } from '../../lib/boot-data';

/** ChangePassword answers like Login; only the new token is required, the user is the one already stored. */
export type ChangePasswordResponse = Pick<LoginResponse, 'accessToken'> & Partial<Omit<LoginResponse, 'accessToken'>>;

// These answers are one-field objects (publicSettingsSchema, verbiageSchema), checked by hand: the sign-in
// pages are a first load and must not download zod (docs/performance.md).
function field(raw: unknown, name: string): unknown {
  return typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[name] : undefined;
}

// Without a readable answer Google sign-in is simply not offered (and payments are taken as Stripe's).
function readPublicSettings(raw: unknown): PublicSettings {
  const googleClientId = field(raw, 'googleClientId');
  const mode = field(raw, 'payments');
  const payments = mode === 'test' || mode === 'off' ? mode : 'stripe';
  return {
    googleClientId: typeof googleClientId === 'string' && googleClientId.trim() ? googleClientId : null,
    payments,
  };
}

// Wording is optional decoration: an unexpected answer shows no wording rather than breaking the page.
function readWording(raw: unknown): string {
  const content = field(raw, 'content');
  return typeof content === 'string' ? content : '';
}

/** The cache tags of the login and signup wording; the admin's saves invalidate them. */
export const WORDING_TAGS = {
  login: { type: 'Settings', id: 'loginVerbiage' },
  signup: { type: 'Settings', id: 'signupVerbiage' },
} as const;

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: 'auth/Login', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    loginWithGoogle: build.mutation<LoginResponse, { idToken: string }>({
      query: (body) => ({ url: 'auth/LoginWithGoogle', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    signUp: build.mutation<unknown, SignUpRequest>({
      query: (body) => ({ url: 'auth/SignUp', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    confirmEmail: build.mutation<Partial<ConfirmEmailResponse>, { token: string }>({
      query: (body) => ({ url: 'auth/ConfirmEmail', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    resendConfirmation: build.mutation<unknown, { email: string }>({
      query: (body) => ({ url: 'auth/ResendConfirmation', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    forgotPassword: build.mutation<unknown, { email: string }>({
      query: (body) => ({ url: 'auth/ForgotPassword', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    resetPassword: build.mutation<unknown, { token: string; password: string }>({
      query: (body) => ({ url: 'auth/ResetPassword', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    acceptInvite: build.mutation<AcceptInviteResponse, { token: string; password: string }>({
      query: (body) => ({ url: 'auth/AcceptInvite', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    changePassword: build.mutation<ChangePasswordResponse, ChangePasswordRequest>({
      query: (body) => ({ url: 'auth/ChangePassword', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    getLoginWording: build.query<string, void>({
      query: () => 'settings/loginVerbiage',
      transformResponse: readWording,
      extraOptions: { silent: true },
      // Refetched when an admin saves new wording (features/admin/settings).
      providesTags: [WORDING_TAGS.login],
    }),
    getSignupWording: build.query<string, void>({
      query: () => 'settings/signupVerbiage',
      transformResponse: readWording,
      extraOptions: { silent: true },
      providesTags: [WORDING_TAGS.signup],
    }),
    getPublicSettings: build.query<PublicSettings, void>({
      query: () => 'settings/public',
      transformResponse: readPublicSettings,
      extraOptions: { silent: true },
      providesTags: ['Settings'],
    }),
  }),
});

export const {
  useLoginMutation,
  useLoginWithGoogleMutation,
  useSignUpMutation,
  useConfirmEmailMutation,
  useResendConfirmationMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useAcceptInviteMutation,
  useChangePasswordMutation,
  useGetLoginWordingQuery,
  useGetSignupWordingQuery,
  useGetPublicSettingsQuery,
} = authApi;

/** A refused call as the page shows it: the server's reason, and the field it concerns when it names one. */
export interface CallFailure {
  reason: string;
  field?: string;
  /** The HTTP status, when there was an answer. */
  status?: number;
}

function isFetchError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/**
 * What went wrong with a call, in the server's words (errors[0].reason) — also for 401 and 403, whose reasons
 * here are specific ("Wrong e-mail or password.", "Confirm your e-mail address first.").
 */
export function callFailure(error: unknown): CallFailure {
  if (!isFetchError(error)) return { reason: UI_MESSAGES.genericError };
  const status = errorStatus(error);
  if ('data' in error && isErrorBody(error.data)) {
    const [first] = error.data.errors;
    return { reason: first.reason, field: first.field, status };
  }
  return { reason: errorMessage(error), status };
}

/**
 * Puts the sign-in page's wording (its largest text) and public settings into the cache at once, beside the page's own
 * chunk, instead of after the page has rendered: what a first visit of / or /login starts with (app/App.tsx).
 */
export function prefetchSignIn(dispatch: (action: unknown) => unknown): Promise<unknown> {
  // On / and /login the API sends both answers inside the HTML (lib/boot-data.ts): no request at all.
  const cached: unknown[] = [];
  const wording = takeBootAnswer('settings/loginVerbiage');
  if (wording !== undefined)
    cached.push(dispatch(authApi.util.upsertQueryData('getLoginWording', undefined, readWording(wording))));
  else dispatch(authApi.util.prefetch('getLoginWording', undefined, {}));
  const settings = takeBootAnswer('settings/public');
  if (settings !== undefined)
    cached.push(dispatch(authApi.util.upsertQueryData('getPublicSettings', undefined, readPublicSettings(settings))));
  else dispatch(authApi.util.prefetch('getPublicSettings', undefined, {}));
  return Promise.all(cached);
}
