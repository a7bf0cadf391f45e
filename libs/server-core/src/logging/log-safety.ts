// What never reaches a log line: credentials (passwords, hashes, tokens, the Authorization header, cookies),
// query strings (download links carry a token in theirs), a failed statement's bind parameters (a failed
// sign-up's would be the e-mail address and the password hash) and e-mail addresses. Both the API and the
// worker log through these; docs/security.md lists what is logged.
import { stdSerializers } from 'pino';

const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'password_hash',
  'token',
  'idToken',
  'accessToken',
  'credential',
  'secret',
  'parameters',
  'to',
  'email',
];

/** pino `redact` paths: the keys above at the top level of a log line and one level down (`{err: {…}}`, `{user: {…}}`). */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
];

/** A URL without its query string, which may carry a token (`/api/exports/:id/download?token=…`). */
export function withoutQuery(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const at = url.indexOf('?');
  return at === -1 ? url : `${url.slice(0, at)}?[query removed]`;
}

/** Fields of an error worth logging; everything else (bind parameters, the driver's detail) is dropped. */
const KEPT_ERROR_FIELDS = [
  'type',
  'message',
  'stack',
  'code',
  'status',
  'statusCode',
  'constraint',
  'table',
  'column',
  'routine',
];

interface SerializedError {
  [key: string]: unknown;
}

/**
 * pino's error serializer, keeping only KEPT_ERROR_FIELDS (and the SQL text of a failed parameterised
 * statement, which holds no values — but not a COPY statement, whose values are inlined), recursively for
 * the error's cause. A database error's `parameters` and `detail` ("Key (email)=(…) already exists") never
 * reach the log.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const full = stdSerializers.err(error) as unknown as SerializedError;
  const kept: SerializedError = {};
  for (const field of KEPT_ERROR_FIELDS) if (full[field] !== undefined) kept[field] = full[field];
  const query = (error as { query?: unknown }).query;
  if (typeof query === 'string' && !/^\s*copy\b/i.test(query)) kept.query = query.slice(0, 2000);
  const cause = (error as { cause?: unknown }).cause;
  if (cause !== undefined && depth < 3) kept.cause = serializeError(cause, depth + 1);
  return kept;
}

/** The request as logged: id, method and path — no headers, no query string, no body. */
export function serializeRequest(req: { id?: unknown; method?: string; url?: string; originalUrl?: string }) {
  return { id: req.id, method: req.method, url: withoutQuery(req.originalUrl ?? req.url) };
}

export const LOG_SERIALIZERS = {
  err: serializeError,
  error: serializeError,
  req: serializeRequest,
  res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
};
