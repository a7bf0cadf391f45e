// One Prometheus registry per process (prom-client), shared by the code that records what operators watch
// (docs/operations.md): the API's request timings, the searches' count path, queue and export figures.
import { Counter, Histogram, Registry } from 'prom-client';

export const metricsRegistry = new Registry();

/** Requests by route pattern (never the raw URL: ids and tokens stay out of labels), method and status. */
export const httpRequestDuration = new Histogram({
  name: 'leadsignal_http_request_duration_seconds',
  help: 'HTTP requests by route, method and status code',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15],
  registers: [metricsRegistry],
});

/** Searches (page + exact count) by kind and by what answered the count: a roll-up table or the rows. */
export const searchDuration = new Histogram({
  name: 'leadsignal_search_duration_seconds',
  help: 'Searches (page and exact count) by kind and count path',
  labelNames: ['kind', 'count_path'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15],
  registers: [metricsRegistry],
});

/**
 * Searches that did not answer: timed out, cancelled by the client, or refused by the fair-share gate (too-many:
 * the user's concurrent searches; heavy-budget: their heavy searches this minute; heavy-busy: no heavy slot in time).
 */
export const searchFailures = new Counter({
  name: 'leadsignal_search_failures_total',
  help: 'Searches that failed, by kind and reason',
  labelNames: ['kind', 'reason'] as const,
  registers: [metricsRegistry],
});

/** Exact counts by kind and how they were answered: a cached count (hit), counted and cached (miss), or never cacheable (bypass). */
export const searchCountCache = new Counter({
  name: 'leadsignal_search_count_cache_total',
  help: 'Search counts by kind and cache result (hit, miss, bypass)',
  labelNames: ['kind', 'result'] as const,
  registers: [metricsRegistry],
});

/**
 * Searches let in by the fair-share gate (libs/search search-gate.ts), by kind, weight (light, heavy: the
 * criteria's cost) and where the user's slots were counted: redis (shared by every API process) or process
 * (Redis unreachable: each process counts its own).
 */
export const searchAdmissions = new Counter({
  name: 'leadsignal_search_admissions_total',
  help: 'Searches admitted by the fair-share gate, by kind, weight and where their slots were counted',
  labelNames: ['kind', 'weight', 'counted'] as const,
  registers: [metricsRegistry],
});

/** How long heavy searches waited for a heavy slot (SEARCH_HEAVY_CONCURRENCY) before they ran. */
export const searchHeavyWait = new Histogram({
  name: 'leadsignal_search_heavy_wait_seconds',
  help: 'Time heavy searches waited for a heavy slot, by kind',
  labelNames: ['kind'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15],
  registers: [metricsRegistry],
});
