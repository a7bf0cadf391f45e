// Request and response shapes of the auth calls (ARCHITECTURE §3, Auth) and the password policy,
// shared so the SPA's inline validation says exactly what the server enforces.
import { z } from 'zod';
import { multiLine, singleLine } from './text';
import { currentUserSchema, nameSchema } from './users';

/** The 403 reason while a user must change their password (an admin asked): only that call is open. */
export const PASSWORD_CHANGE_REQUIRED_REASON = 'Change your password before you continue.';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// The most common passwords of public breach lists (top of the SecLists 10k list) that are long
// enough to pass the length rule — the ones a length check alone would let through.
const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password12',
  'password123',
  'password1234',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  '12345678',
  '123456789',
  '1234567890',
  '0123456789',
  '87654321',
  '11111111',
  '00000000',
  '12341234',
  '11223344',
  '12121212',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'qwertyui',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'asdfghjk',
  'asdfghjkl',
  'zxcvbnm1',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'basketball',
  'superman',
  'starwars',
  'whatever',
  'trustno1',
  'welcome1',
  'welcome123',
  'letmein1',
  'letmein123',
  'abcd1234',
  'abc12345',
  'abcdefgh',
  'admin123',
  'administrator',
  'changeme',
  'changeme1',
  'computer',
  'internet',
  'michelle',
  'jennifer',
  'jordan23',
  'liverpool',
  'chocolate',
  'butterfly',
  'pokemon1',
  'monkey123',
  'dragon12',
  'mustang1',
  'master12',
  'shadow12',
  'freedom1',
  'qazwsxedc',
  '1qaz2wsx',
  'zaq12wsx',
  'aa123456',
  'a1234567',
  'default1',
  'samsung1',
  'google123',
  'secret12',
  'passpass',
  'test1234',
  'testtest',
  'hello123',
  'lovely12',
  'blink182',
  'charlie1',
  'leadsignal',
  'leadsignal1',
  'leadsignal123',
]);

export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'This password is too common. Choose another one.';
  if (/^(.)\1+$/.test(password)) return 'Password cannot be one character repeated.';
  return null;
}

export const passwordSchema = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: 'Enter a valid e-mail address.' }))
  .transform((e) => e.toLowerCase());

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Password is required.').max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginWithGoogleRequestSchema = z.strictObject({
  idToken: singleLine(z.string().min(1).max(8192)),
});

export const loginResponseSchema = z.object({
  accessToken: z.string(),
  user: currentUserSchema,
  mustChangePassword: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const signUpRequestSchema = z.strictObject({
  firstName: nameSchema,
  lastName: nameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** The code of a confirmation, reset or invite link: 32 random bytes in base64url. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** What a cut-off or mistyped link is told (a mail client wrapped it, or part of it was not copied). */
export const INCOMPLETE_LINK_REASON =
  'This link is incomplete. Open it again from the e-mail, or copy the whole address into the browser.';

const tokenSchema = z
  .string()
  .trim()
  .superRefine((token, ctx) => {
    // `standalone`: the reason reads on its own, not as "token: …" (the API's validation pipe).
    if (!LINK_TOKEN_PATTERN.test(token)) {
      ctx.addIssue({ code: 'custom', message: INCOMPLETE_LINK_REASON, params: { standalone: true } });
    }
  });

/** POST auth/ConfirmEmail's answer: alreadyConfirmed when the address was confirmed before this link. */
export interface ConfirmEmailResponse {
  alreadyConfirmed: boolean;
}

export const confirmEmailRequestSchema = z.strictObject({ token: tokenSchema });
export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });
export const resetPasswordRequestSchema = z.strictObject({ token: tokenSchema, password: passwordSchema });
/** POST auth/AcceptInvite: the invitation link's token and the password the invitee chose. */
export const acceptInviteRequestSchema = z.strictObject({ token: tokenSchema, password: passwordSchema });
export type AcceptInviteRequest = z.infer<typeof acceptInviteRequestSchema>;
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1, 'Current password is required.').max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const verbiageSchema = z.object({ content: z.string() });
export type Verbiage = z.infer<typeof verbiageSchema>;
export const updateVerbiageSchema = z.strictObject({ content: multiLine(z.string().max(20000)) });

/** GET settings/public: googleClientId is null when Google sign-in is not configured. */
export const publicSettingsSchema = z.object({ googleClientId: z.string().nullable() });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
