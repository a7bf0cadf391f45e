// The API the web specs talk to: Mock Service Worker in Node (msw/node; test/setup.ts starts and resets it).
// `mockApi` answers this spec's calls, written `'METHOD path'` under /api (`'POST event/gettriggerevents'`), each
// with the parsed JSON body and the request; any other /api call answers 404 "No fake answer for …" (what the app
// does with an unexpected error is then visible). Every call is recorded, in order, so a spec can check which
// calls were made and what they sent.
import { http, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a spec's handler reads the body it expects
export type Handler = (body: any, request: Request) => Response | Promise<Response>;

export interface ApiCall {
  /** "POST event/gettriggerevents". */
  key: string;
  /** The parsed JSON body; undefined when there was none. */
  body: unknown;
  url: string;
  authorization: string | null;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An error in the API's one shape (ARCHITECTURE §3). */
export function apiError(statusCode: number, reason: string, field?: string): Response {
  return jsonResponse(statusCode, { statusCode, errors: [field ? { reason, field } : { reason }] });
}

export const LOGIN_WORDING = 'Welcome back. Fresh trigger events are waiting.';
export const SIGNUP_WORDING = 'Create an account to search trigger events.';

/** What the public pages ask on every visit, answered unless a spec says otherwise. */
const PUBLIC_SETTINGS: Record<string, Handler> = {
  'GET settings/loginVerbiage': () => jsonResponse(200, { content: LOGIN_WORDING }),
  'GET settings/signupVerbiage': () => jsonResponse(200, { content: SIGNUP_WORDING }),
  'GET settings/public': () => jsonResponse(200, { googleClientId: null }),
};

const calls: ApiCall[] = [];

/** "POST event/gettriggerevents" for a request to …/api/event/gettriggerevents. */
function keyOf(request: Request): string {
  return `${request.method} ${new URL(request.url).pathname.replace(/^\/api\//, '')}`;
}

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  return text ? JSON.parse(text) : undefined;
}

/** Answers with `handler` given the parsed body ({} when there is none). */
function answer(handler: Handler) {
  return async ({ request }: { request: Request }) => handler((await bodyOf(request)) ?? {}, request);
}

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete, PATCH: http.patch } as const;

function route(key: string, handler: Handler): HttpHandler {
  const [method, path] = key.split(' ') as [keyof typeof METHODS, string];
  if (!METHODS[method] || !path) throw new Error(`A route is "METHOD path" under /api, not "${key}".`);
  return METHODS[method](`*/api/${path}`, answer(handler));
}

const routes = (handlers: Record<string, Handler>) => Object.entries(handlers).map(([key, h]) => route(key, h));

/** Last in line: any /api call no spec answers. */
const notAnswered = http.all(
  '*/api/*',
  answer((_body, request) => apiError(404, `No fake answer for ${keyOf(request)}`)),
);

export const server = setupServer(...routes(PUBLIC_SETTINGS), notAnswered);

// Every call, whichever handler answers it, in the order they were made; the body is read before any answer.
server.events.on('request:start', ({ request }) => {
  const call: ApiCall = {
    key: keyOf(request),
    body: undefined,
    url: request.url,
    authorization: request.headers.get('Authorization'),
  };
  calls.push(call);
  void bodyOf(request).then((body) => (call.body = body));
});

/** Forgets the calls of the spec before (test/setup.ts, after each spec). */
export function forgetCalls(): void {
  calls.length = 0;
}

/**
 * Answers this spec's calls (in place of any answered before) with `handlers`, then MSW `extra` handlers; returns
 * the calls made since.
 */
export function mockApi(handlers: Record<string, Handler> = {}, ...extra: HttpHandler[]) {
  server.resetHandlers();
  forgetCalls();
  server.use(...routes(handlers), ...extra);
  return {
    calls,
    keys: () => calls.map((call) => call.key),
    /** The bodies sent with one call, oldest first. */
    bodiesOf: (key: string) => calls.filter((call) => call.key === key).map((call) => call.body),
    count: (key: string) => calls.filter((call) => call.key === key).length,
  };
}

export type MockedApi = ReturnType<typeof mockApi>;
