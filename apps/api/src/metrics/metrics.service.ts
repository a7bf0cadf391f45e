// What GET /api/metrics exposes besides the per-request and per-search figures recorded as they happen
// (libs/server-core metrics/registry.ts): the depth of every queue (read from Redis at scrape time, so
// the jobs of every worker count) and the export pipeline's recent throughput (read from PostgreSQL).
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { Gauge } from 'prom-client';
import { QUEUES } from '@leadsignal/contracts';
import { CsvDownloadsRepository } from '@leadsignal/exports';
import { metricsRegistry } from '@leadsignal/server-core';
import { installClusterMetrics, renderMetrics } from './cluster-metrics';

const JOB_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized'] as const;
/** The window of finished exports the throughput figures describe, in minutes. */
const EXPORT_WINDOW_MINUTES = 15;

@Injectable()
export class MetricsService {
  private readonly logger = new Logger('Metrics');
  private readonly queues: Queue[];

  constructor(
    @InjectQueue(QUEUES.csvExport) csvExport: Queue,
    @InjectQueue(QUEUES.mail) mail: Queue,
    @InjectQueue(QUEUES.monitoring) monitoring: Queue,
    @Inject(CsvDownloadsRepository) private readonly downloads: CsvDownloadsRepository,
  ) {
    installClusterMetrics();
    this.queues = [csvExport, mail, monitoring];
    const queues = this.queues;
    const logger = this.logger;
    metricsRegistry.removeSingleMetric('leadsignal_queue_jobs');
    new Gauge({
      name: 'leadsignal_queue_jobs',
      help: 'Jobs per queue and state (BullMQ, all workers)',
      labelNames: ['queue', 'state'] as const,
      // Read from Redis: every API process reads the same figures, so a cluster reports one process's.
      aggregator: 'first',
      registers: [metricsRegistry],
      async collect() {
        this.reset();
        for (const queue of queues) {
          try {
            const counts = await queue.getJobCounts(...JOB_STATES);
            for (const state of JOB_STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
          } catch (error) {
            logger.warn(`Queue ${queue.name} not counted: ${(error as Error).message}`);
          }
        }
      },
    });
    const exportFigures = () => this.exportFigures();
    metricsRegistry.removeSingleMetric('leadsignal_exports_recent');
    new Gauge({
      name: 'leadsignal_exports_recent',
      help: `Exports finished in the last ${EXPORT_WINDOW_MINUTES} minutes: files, rows, seconds spent and rows per second, by status`,
      labelNames: ['status', 'figure'] as const,
      aggregator: 'first',
      registers: [metricsRegistry],
      async collect() {
        this.reset();
        for (const row of await exportFigures()) {
          this.set({ status: row.status, figure: 'files' }, row.files);
          this.set({ status: row.status, figure: 'rows' }, row.rows);
          this.set({ status: row.status, figure: 'seconds' }, row.seconds);
          this.set({ status: row.status, figure: 'rows_per_second' }, row.seconds > 0 ? row.rows / row.seconds : 0);
        }
      },
    });
  }

  private async exportFigures(): Promise<{ status: string; files: number; rows: number; seconds: number }[]> {
    try {
      return await this.downloads.finishedFigures(EXPORT_WINDOW_MINUTES);
    } catch (error) {
      this.logger.warn(`Export figures not read: ${(error as Error).message}`);
      return [];
    }
  }

  contentType(): string {
    return metricsRegistry.contentType;
  }

  render(): Promise<string> {
    return renderMetrics();
  }
}
