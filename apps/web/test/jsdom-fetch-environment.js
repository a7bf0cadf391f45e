// jsdom without the gaps that matter to RTK Query and React Router 7: jsdom has no fetch API and no
// TextEncoder, so Node's Request, Response, Headers, TextEncoder and the AbortController they accept are
// copied in (jsdom's own Blob and FormData stay, for file inputs). Request resolves relative URLs against
// the page address, as a browser does ('/api/users/me' → http://localhost/api/users/me).
// `fetch` itself is a stand-in that refuses: tests assign a fake (test/fixtures.ts), so none reaches a server.
// Use with a docblock at the top of a spec file:  /** @jest-environment ./test/jsdom-fetch-environment.js */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const pageWindow = this.global;
    class PageRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, pageWindow.location.href).href : input, init);
      }
    }
    Object.assign(pageWindow, {
      Request: PageRequest,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
      fetch: (input) =>
        Promise.reject(
          new Error(`No fake fetch for ${input instanceof Request ? input.url : input}; use fakeFetch().`),
        ),
    });
  }
}

module.exports = JsdomFetchEnvironment;
