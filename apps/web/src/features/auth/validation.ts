// Inline validation of the auth forms. Each rule mirrors the request schema in libs/contracts, so a form
// that passes here is not refused by the server for its shape (only for facts such as a taken e-mail). The rules
// come from the zod-free half of the contracts, so the sign-in page does not download zod (docs/performance.md).
import { isEmailAddress, PASSWORD_MAX_LENGTH, passwordProblem } from '@leadsignal/contracts';

const NAME_MAX_LENGTH = 100;

export function nameProblem(label: string, value: string): string | null {
  const name = value.trim();
  if (!name) return `${label} is required.`;
  if (name.length > NAME_MAX_LENGTH) return `${label} must be at most ${NAME_MAX_LENGTH} characters.`;
  return null;
}

export function emailProblem(value: string): string | null {
  if (!value.trim()) return 'Email is required.';
  return isEmailAddress(value) ? null : 'Enter a valid e-mail address.';
}

/** A password being typed to sign in or to prove who you are: only presence and the server's length cap. */
export function enteredPasswordProblem(value: string, label = 'Password'): string | null {
  if (!value) return `${label} is required.`;
  if (value.length > PASSWORD_MAX_LENGTH) return `${label} must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}

/** A password being chosen: the server's password policy. */
export function newPasswordProblem(value: string): string | null {
  if (!value) return 'Password is required.';
  return passwordProblem(value);
}

export function confirmationProblem(password: string, confirmation: string): string | null {
  if (!confirmation) return 'Confirm the password.';
  return confirmation === password ? null : 'Passwords do not match.';
}

/** Shown under a new-password field so the rules are known before they are broken. */
export const PASSWORD_HINT = 'At least 8 characters. Avoid common passwords such as "password123".';
