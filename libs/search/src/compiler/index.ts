// The shared search compiler: a SearchDefinition per search kind, compiled with the criteria a user sent.
export * from './compile-search';
export * from './cost';
export * from './count';
export * from './domains';
export * from './keywords';
export * from './search-definition';
export * from './sql-params';
