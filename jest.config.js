// Every project's tests but the browser journeys (apps/web-e2e, @playwright/test); `npm test` runs them all
// (see tools/test-all.sh).
module.exports = {
  // testTimeout is a global option (a project's own is ignored); integration tests boot the whole app.
  testTimeout: 30000,
  projects: [
    '<rootDir>/libs/contracts',
    '<rootDir>/libs/reference-data',
    '<rootDir>/libs/server-core',
    '<rootDir>/libs/search',
    '<rootDir>/libs/credits',
    '<rootDir>/libs/mail',
    '<rootDir>/libs/exports',
    '<rootDir>/libs/saved-searches',
    '<rootDir>/libs/ingest',
    '<rootDir>/libs/accounts',
    '<rootDir>/libs/notifications',
    '<rootDir>/libs/billing',
    '<rootDir>/libs/records',
    '<rootDir>/libs/reported-data',
    '<rootDir>/libs/lists',
    '<rootDir>/libs/home',
    '<rootDir>/libs/teams',
    '<rootDir>/apps/api',
    '<rootDir>/apps/worker',
    '<rootDir>/apps/web',
  ],
};
