// GET /api/metrics when several API processes share the port (main.ts): the process a scrape lands on asks
// the cluster primary, which collects the registry of every process that is listening, merges them with
// prom-client's AggregatorRegistry.aggregate (counters and histograms summed; gauges read from shared
// stores say `aggregator: 'first'`) and sends the text back. A single process renders its own registry.
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { metricsRegistry } from '@leadsignal/server-core';

/** One process's registry as getMetricsAsJSON() gives it (what AggregatorRegistry.aggregate takes). */
type ProcessMetrics = Awaited<ReturnType<typeof metricsRegistry.getMetricsAsJSON>>;

const RENDER = 'leadsignal:metrics-render';
const RENDERED = 'leadsignal:metrics-rendered';
const COLLECT = 'leadsignal:metrics-collect';
const COLLECTED = 'leadsignal:metrics-collected';
/** A process that does not answer in time (busy, stopping) is left out of the scrape. */
const COLLECT_TIMEOUT_MS = 3000;
const RENDER_TIMEOUT_MS = 10_000;

interface Message {
  type?: string;
  id?: number;
  text?: string;
  error?: string;
  metrics?: ProcessMetrics;
}

/** In the primary: answers the API processes' requests for every process's metrics. */
export function serveClusterMetrics(): void {
  const listening = new Set<Worker>();
  cluster.on('listening', (worker) => listening.add(worker));
  cluster.on('exit', (worker) => listening.delete(worker));
  const pending = new Map<number, (metrics: ProcessMetrics) => void>();
  let nextId = 0;

  const collect = async (): Promise<ProcessMetrics[]> => {
    const targets = [...listening].filter((worker) => worker.isConnected());
    return Promise.all(
      targets.map(
        (worker) =>
          new Promise<ProcessMetrics>((resolve) => {
            const id = nextId++;
            const timer = setTimeout(() => {
              pending.delete(id);
              resolve([]);
            }, COLLECT_TIMEOUT_MS);
            pending.set(id, (metrics) => {
              clearTimeout(timer);
              pending.delete(id);
              resolve(metrics);
            });
            worker.send({ type: COLLECT, id });
          }),
      ),
    );
  };

  cluster.on('message', (worker, message: Message) => {
    if (message?.type === COLLECTED && message.id !== undefined) pending.get(message.id)?.(message.metrics ?? []);
    if (message?.type !== RENDER) return;
    const reply = (answer: Pick<Message, 'text' | 'error'>) => {
      if (worker.isConnected()) worker.send({ type: RENDERED, id: message.id, ...answer });
    };
    collect()
      .then((all) => AggregatorRegistry.aggregate(all.filter((metrics) => metrics.length)).metrics())
      .then(
        (text) => reply({ text }),
        (error: Error) => reply({ error: error.message }),
      );
  });
}

let installed = false;
/** In an API process of a cluster: gives the primary this process's registry when it asks (idempotent). */
export function installClusterMetrics(): void {
  if (installed || !cluster.isWorker) return;
  installed = true;
  process.on('message', (message: Message) => {
    if (message?.type !== COLLECT) return;
    const send = (metrics: ProcessMetrics) => process.send?.({ type: COLLECTED, id: message.id, metrics });
    metricsRegistry.getMetricsAsJSON().then(send, () => send([]));
  });
}

let nextRender = 0;
/** The Prometheus text of every API process (cluster), or of this one. */
export function renderMetrics(): Promise<string> {
  if (!cluster.isWorker || !process.send) return metricsRegistry.metrics();
  const id = nextRender++;
  return new Promise((resolve, reject) => {
    const onMessage = (message: Message) => {
      if (message?.type !== RENDERED || message.id !== id) return;
      done();
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.text ?? '');
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('the cluster primary did not answer'));
    }, RENDER_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    process.send!({ type: RENDER, id });
  });
}
