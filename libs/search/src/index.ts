// @leadsignal/search: the one criteria → SQL compiler, exact counts with roll-ups, the search-kind
// registry (one definition per kind), the search repository over it, and the arrival lock that orders
// ingest and monitoring.
export * from './compiler';
export * from './search-kind';
export * from './kinds';
export * from './search.repository';
export * from './count-cache';
export * from './search-slots';
export * from './search-gate';
export * from './search.service';
export * from './search.module';
export * from './arrivals';
