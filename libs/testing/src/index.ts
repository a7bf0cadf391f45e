// @leadsignal/testing: what the integration and browser tests of every project share — a fresh database
// and Redis prefix per run, polling, users made in the database, real S3 and Stripe stand-ins, export
// fixtures, the worker as a real child process (and the process trees of launchers), and a private PostgreSQL
// primary with its streaming replica.
export * from './test-env';
export * from './wait';
export * from './cleanup';
export * from './fake-stripe';
export * from './s3-server';
export * from './export-fixtures';
export * from './users';
export * from './processes';
export * from './replicated-postgres';
export * from './free-port';
export * from './process-tree';
