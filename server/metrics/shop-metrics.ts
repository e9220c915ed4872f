/** One app's metrics (issue 44 item 1, decision 0133): requests by route pattern and status with
 * their latency, page render time, the database pool, the outbox's queue, the business totals and
 * the last backup, merged with the process's own (process-metrics.ts) into what /metrics sends.
 * The route label is Fastify's pattern (`/api/product/:id`) or the page's React Router pattern
 * (`/products/:slug`), never the address asked: an address per label would grow without bound. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client.ts';
import { processRegistry, startProcessMetrics } from './process-metrics.ts';
import { readDatabaseFigures } from './database-figures.ts';

export type ShopMetrics = {
  registry: Registry;
  /** A page's render (the React Router handler), by its route pattern. */
  pageRendered: (route: string, seconds: number) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the shop exposes metrics (METRICS_PORT). */
    metrics?: ShopMetrics;
  }
  interface FastifyRequest {
    /** The page's route pattern, set by the page handler after a render. */
    metricsRoute?: string;
  }
}

/** No route matched (a 404 of the router): one label for every such address. */
export const UNMATCHED = '(unmatched)';

const routeOf = (request: FastifyRequest) => request.metricsRoute ?? request.routeOptions.url ?? UNMATCHED;

export function installMetrics(app: FastifyInstance, db: Db): ShopMetrics {
  startProcessMetrics();
  const own = new Registry();
  const requests = new Counter({
    name: 'vetshop_http_requests_total',
    help: 'Answers by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [own],
  });
  const latency = new Histogram({
    name: 'vetshop_http_request_duration_seconds',
    help: 'Time from the request to its answer, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [own],
  });
  const renders = new Histogram({
    name: 'vetshop_page_render_seconds',
    help: 'Time React Router took to load and render a page, by route pattern',
    labelNames: ['route'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [own],
  });
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  new Gauge({
    name: 'vetshop_db_pool_connections',
    help: 'Database connections of this instance: in use, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [own],
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  registerDatabaseFigures(own, db);

  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request);
    requests.inc({ method: request.method, route, status: reply.statusCode });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });
  const metrics: ShopMetrics = {
    registry: Registry.merge([processRegistry, own]),
    pageRendered: (route, seconds) => renders.observe({ route }, seconds),
  };
  app.decorate('metrics', metrics);
  return metrics;
}

/** Figures read from the database when /metrics is asked: one query, the same on every instance
 * (sum them with max(), not sum()). */
function registerDatabaseFigures(registry: Registry, db: Db): void {
  let pending: ReturnType<typeof readDatabaseFigures> | null = null;
  // the gauges below are collected one after another in one scrape: they share one read
  const read = () => (pending ??= readDatabaseFigures(db).finally(() => setTimeout(() => (pending = null), 0)));
  const gauge = (
    name: string,
    help: string,
    pick: (f: Awaited<ReturnType<typeof readDatabaseFigures>>) => number | null,
  ) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const value = pick(await read());
        if (value === null) this.reset();
        else this.set(value);
      },
    });
  gauge('vetshop_outbox_pending', 'Mails waiting to be sent', (f) => f.outboxPending);
  gauge(
    'vetshop_outbox_oldest_pending_age_seconds',
    "The oldest unsent mail's age (0: none waits)",
    (f) => f.outboxOldestAgeSeconds,
  );
  gauge('vetshop_orders_placed', 'Orders placed, all time (any status)', (f) => f.orders);
  gauge('vetshop_invoices_issued', 'Invoices and credit notes issued, all time', (f) => f.invoices);
  gauge('vetshop_payments_recorded', 'Payments recorded (and their reversals), all time', (f) => f.payments);
  gauge(
    'vetshop_backup_last_verified',
    'Whether the newest scheduled backup was verified by a restore (1) or failed (0)',
    (f) => f.backupVerified,
  );
  gauge(
    'vetshop_backup_last_success_timestamp_seconds',
    'When the last verified backup finished (Unix seconds)',
    (f) => f.backupFinishedAt,
  );
  gauge('vetshop_backup_last_size_bytes', "The last verified backup's file size", (f) => f.backupSizeBytes);
  gauge(
    'vetshop_backup_last_duration_seconds',
    "The last verified backup's time, its restore check included",
    (f) => f.backupDurationSeconds,
  );
  gauge('vetshop_backup_last_rows', 'Rows in the last verified backup', (f) => f.backupRows);
}
