// The auth calls (ARCHITECTURE §3, Auth) and the public settings the sign-in pages read. No call here
// toasts: these pages show the server's reason on the page itself.
import {
  isApiErrorBody,
  UI_MESSAGES,
  verbiageSchema,
  type ChangePasswordRequest,
  type LoginRequest,
  type LoginResponse,
  type SignUpRequest,
} from '@leadsignal/contracts';
import { fetchBaseQuery, type BaseQueryApi, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi, errorMessage } from '../../lib/base-api';

/**
 * GET settings/public: what the SPA needs to know before anyone signs in.
 * googleClientId is null when Google sign-in is not configured (no GOOGLE_CLIENT_ID on the server).
 */
export interface PublicSettings {
  googleClientId: string | null;
}

/** ChangePassword answers like Login; only the new token is required, the user is the one already stored. */
export type ChangePasswordResponse = Pick<LoginResponse, 'accessToken'> & Partial<Omit<LoginResponse, 'accessToken'>>;

// The public calls go around the app's base query on purpose. They must not carry a stored token (a stale one
// would make the server's refusal look like an expired session), and their 401 — a wrong password — is not a
// session ending: the base query's endSession resets the API state, which aborts the very call whose reason
// the login page has to show.
const publicBaseQuery = fetchBaseQuery({ baseUrl: '/api/' });

type PublicResult<Result> = Promise<{ data: Result } | { error: FetchBaseQueryError }>;

async function publicCall<Result>(
  request: string | FetchArgs,
  api: BaseQueryApi,
  read: (raw: unknown) => Result = (raw) => raw as Result,
): PublicResult<Result> {
  const result = await publicBaseQuery(request, api, {});
  return result.error ? { error: result.error } : { data: read(result.data) };
}

/** A public POST whose answer is used as it comes. */
const publicPost =
  <Arg, Result>(url: string) =>
  (body: Arg, api: BaseQueryApi): PublicResult<Result> =>
    publicCall<Result>({ url, method: 'POST', body }, api);

/** A public GET whose answer is checked by `read`. */
const publicGet =
  <Result>(url: string, read: (raw: unknown) => Result) =>
  (_arg: void, api: BaseQueryApi): PublicResult<Result> =>
    publicCall(url, api, read);

function readPublicSettings(raw: unknown): PublicSettings {
  const clientId = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>).googleClientId : null;
  return { googleClientId: typeof clientId === 'string' && clientId.trim() ? clientId.trim() : null };
}

// Wording is optional decoration: an unexpected answer shows no wording rather than breaking the page.
function readWording(raw: unknown): string {
  const parsed = verbiageSchema.safeParse(raw);
  return parsed.success ? parsed.data.content : '';
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      queryFn: publicPost<LoginRequest, LoginResponse>('auth/Login'),
    }),
    loginWithGoogle: build.mutation<LoginResponse, { idToken: string }>({
      queryFn: publicPost<{ idToken: string }, LoginResponse>('auth/LoginWithGoogle'),
    }),
    signUp: build.mutation<unknown, SignUpRequest>({
      queryFn: publicPost<SignUpRequest, unknown>('auth/SignUp'),
    }),
    confirmEmail: build.mutation<unknown, { token: string }>({
      queryFn: publicPost<{ token: string }, unknown>('auth/ConfirmEmail'),
    }),
    forgotPassword: build.mutation<unknown, { email: string }>({
      queryFn: publicPost<{ email: string }, unknown>('auth/ForgotPassword'),
    }),
    resetPassword: build.mutation<unknown, { token: string; password: string }>({
      queryFn: publicPost<{ token: string; password: string }, unknown>('auth/ResetPassword'),
    }),
    changePassword: build.mutation<ChangePasswordResponse, ChangePasswordRequest>({
      // Signed in: through the base query, whose 401 handling (session expired → /login) is right here.
      query: (body) => ({ url: 'auth/ChangePassword', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    getLoginWording: build.query<string, void>({
      queryFn: publicGet('settings/loginVerbiage', readWording),
      providesTags: ['Settings'],
    }),
    getSignupWording: build.query<string, void>({
      queryFn: publicGet('settings/signupVerbiage', readWording),
      providesTags: ['Settings'],
    }),
    getPublicSettings: build.query<PublicSettings, void>({
      queryFn: publicGet('settings/public', readPublicSettings),
      providesTags: ['Settings'],
    }),
  }),
});

export const {
  useLoginMutation,
  useLoginWithGoogleMutation,
  useSignUpMutation,
  useConfirmEmailMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useGetLoginWordingQuery,
  useGetSignupWordingQuery,
  useGetPublicSettingsQuery,
} = authApi;

/** A refused call as the page shows it: the server's reason, and the field it concerns when it names one. */
export interface CallFailure {
  reason: string;
  field?: string;
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
  if ('data' in error && isApiErrorBody(error.data)) {
    const [first] = error.data.errors;
    return { reason: first.reason, field: first.field };
  }
  return { reason: errorMessage(error) };
}
