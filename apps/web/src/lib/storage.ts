// Local storage of the three keys of spec §3: the access token, the current user and the sidebar visibility.
import { LOCAL_STORAGE_KEYS, parseCurrentUser, type CurrentUser } from '@leadsignal/contracts';

export function readAccessToken(): string | null {
  return localStorage.getItem(LOCAL_STORAGE_KEYS.accessToken) || null;
}

/** The stored user, or null when missing or no longer in the expected shape (e.g. left by an older release). */
export function readCurrentUser(): CurrentUser | null {
  const raw = localStorage.getItem(LOCAL_STORAGE_KEYS.currentUser);
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    // A hand-edited or truncated entry is treated as signed out rather than breaking the app.
    return null;
  }
  // Checked without zod: this runs on every first load (docs/performance.md).
  return parseCurrentUser(value);
}

export function saveSession(accessToken: string, user: CurrentUser): void {
  localStorage.setItem(LOCAL_STORAGE_KEYS.accessToken, accessToken);
  saveCurrentUser(user);
}

export function saveCurrentUser(user: CurrentUser): void {
  localStorage.setItem(LOCAL_STORAGE_KEYS.currentUser, JSON.stringify(user));
}

/** Removes the token and the user; the sidebar preference survives because it belongs to the browser, not the session. */
export function clearSession(): void {
  localStorage.removeItem(LOCAL_STORAGE_KEYS.accessToken);
  localStorage.removeItem(LOCAL_STORAGE_KEYS.currentUser);
}

/** Shown by default (spec §9): only an explicit "false" hides the sidebar. */
export function readSidebarVisible(): boolean {
  return localStorage.getItem(LOCAL_STORAGE_KEYS.sidebarVisible) !== 'false';
}

export function saveSidebarVisible(visible: boolean): void {
  localStorage.setItem(LOCAL_STORAGE_KEYS.sidebarVisible, String(visible));
}

/** Why the last session ended ("Your session has expired…"), for the sign-in page to say; this tab only. */
const SIGNED_OUT_REASON_KEY = 'signedOutReason';

export function saveSignedOutReason(reason: string): void {
  sessionStorage.setItem(SIGNED_OUT_REASON_KEY, reason);
}

export function readSignedOutReason(): string | null {
  return sessionStorage.getItem(SIGNED_OUT_REASON_KEY);
}

export function clearSignedOutReason(): void {
  sessionStorage.removeItem(SIGNED_OUT_REASON_KEY);
}
