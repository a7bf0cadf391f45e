// Every project's tests; `npm test` runs them all (see tools/test-all.sh).
module.exports = {
  projects: [
    '<rootDir>/libs/contracts',
    '<rootDir>/libs/reference-data',
    '<rootDir>/apps/api',
    '<rootDir>/apps/worker',
    '<rootDir>/apps/web',
    '<rootDir>/apps/web-e2e',
  ],
};
