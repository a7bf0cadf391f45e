// Request and response shapes of the auth calls (ARCHITECTURE §3, Auth) and the password policy,
// shared so the SPA's inline validation says exactly what the server enforces.
import { z } from 'zod';
import { PAYMENTS_MODES } from './billing';
import { multiLine, singleLine } from './text';
import { currentUserSchema, nameSchema } from './users';
import { PASSWORD_MAX_LENGTH, passwordProblem } from './credentials';

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
/** The invitee's e-mail address, so the sign-in page that follows can be filled in. */
export interface AcceptInviteResponse {
  email: string;
}
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1, 'Current password is required.').max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const verbiageSchema = z.object({ content: z.string() });
export type Verbiage = z.infer<typeof verbiageSchema>;
export const updateVerbiageSchema = z.strictObject({ content: multiLine(z.string().max(20000)) });

/**
 * GET settings/public: googleClientId is null when Google sign-in is not configured; payments is how checkout
 * works here (billing.ts PAYMENTS_MODES).
 */
export const publicSettingsSchema = z.object({
  googleClientId: z.string().nullable(),
  payments: z.enum(PAYMENTS_MODES),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
