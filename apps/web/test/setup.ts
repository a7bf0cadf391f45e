// Runs before every web spec: Testing Library's findBy*/waitFor wait up to 10 s (default 1 s), so specs that
// wait on real timers and many renders pass on a busy 2-core machine as on a quiet one; a spec that never
// gets there still fails, only later. The API is MSW's (test/api.ts): started once, and each spec starts from
// its default answers with no calls recorded; a request outside /api that no handler answers fails the spec.
import { configure } from '@testing-library/react';
import { forgetCalls, server } from './api';

configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  forgetCalls();
});
afterAll(() => server.close());
