// The web specs' environment: jest-fixed-jsdom, which MSW's documentation recommends for Jest with jsdom (jsdom
// with Node's fetch, Request, Response, streams, TextEncoder and BroadcastChannel put back, and Node's module
// resolution so `msw/node` loads), plus what a page has in a browser: a Request resolves a relative URL against
// the page address ('/api/users/me' → http://localhost/api/users/me), as RTK Query expects, and Blob is the page's
// own (the one its File and FileReader know), as a saved CSV is read back. No spec reaches a server: the API is
// MSW's (test/api.ts), and a request no handler answers fails the spec.
const FixedJsdomEnvironment = require('jest-fixed-jsdom');

class JsdomFetchEnvironment extends FixedJsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    const pageWindow = this.global;
    const NodeRequest = pageWindow.Request;
    class PageRequest extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, pageWindow.location.href).href : input, init);
      }
    }
    pageWindow.Request = PageRequest;
    pageWindow.Blob = Object.getPrototypeOf(pageWindow.File.prototype).constructor;
  }
}

module.exports = JsdomFetchEnvironment;
