// Calls of the app's API from a journey, to set up what a screen should show (credits, saved searches, roles,
// downloads) without clicking through other screens first.
import { randomBytes } from 'node:crypto';
import { TEST_ADMIN } from '@leadsignal/testing';
import { baseUrl } from './browser';

/** GET `path` under /api, or POST `body` to it; the answer's JSON. Throws on any status of 300 or more. */
export async function api(path: string, token: string | null, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl()}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** An account's access token, signed in through the API. */
export const tokenOf = async (account: { email: string; password: string }): Promise<string> =>
  (await api('auth/Login', null, { email: account.email, password: account.password })).accessToken as string;

/** A role granting exactly these permissions, made by the admin through the API; its (unique) name. */
export async function roleWith(permissions: string[], description: string): Promise<string> {
  const name = `Journey role ${randomBytes(3).toString('hex')}`;
  await api('roles', await tokenOf(TEST_ADMIN), { name, description, permissions });
  return name;
}
