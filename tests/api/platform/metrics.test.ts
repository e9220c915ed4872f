/** /metrics (issue 44 item 1, decision 0133): on a listener of its own, in the Prometheus text
 * format, moving as requests, orders, sign-ins and jobs happen, labelled by route pattern; the
 * shop's own port answers it with 404. */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsListener } from '../../../server/metrics/listener.ts';
import { startReminderJob } from '../../../server/services/payments/reminder-job.ts';
import { useTestApp } from '../../helpers/app.ts';
import { scrape, valueOf } from '../../helpers/prometheus.ts';

const t = useTestApp({ env: () => ({ METRICS_PORT: '9464' }) });
let listener: http.Server;
const quiet = { warn: () => {} };

beforeAll(async () => {
  // the port the config names is the deployment's; the test's listener takes any free one
  listener = await startMetricsListener(t.app.metrics!.registry, { host: '127.0.0.1', port: 0 }, quiet);
});
afterAll(() => listener?.close());

describe('/metrics', () => {
  it('listens on loopback only, answers /metrics alone, and parses as the Prometheus text format', async () => {
    expect((listener.address() as AddressInfo).address).toBe('127.0.0.1');
    const { status, families } = await scrape(listener);
    expect(status).toBe(200);
    const names = families.map((f) => f.name);
    for (const name of [
      'vetshop_http_requests_total',
      'vetshop_http_request_duration_seconds',
      'vetshop_page_render_seconds',
      'vetshop_db_pool_connections',
      'vetshop_db_query_errors_total',
      'vetshop_outbox_pending',
      'vetshop_outbox_oldest_pending_age_seconds',
      'vetshop_orders_placed',
      'vetshop_invoices_issued',
      'vetshop_payments_recorded',
      'vetshop_process_cpu_seconds_total',
    ])
      expect(names).toContain(name);
    const { port } = listener.address() as AddressInfo;
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
  });

  it("is not served on the shop's own port", async () => {
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('vetshop_');
  });

  it('counts requests by route pattern and status, never by the address asked', async () => {
    const product = await t.createProduct();
    const before = (await scrape(listener)).families;
    const route = { method: 'GET', route: '/api/product/:id', status: '200' };
    await t.get(`/api/product/${product._id}`);
    await t.get(`/api/product/${product._id}`);
    const { families, text } = await scrape(listener);
    expect(valueOf(families, 'vetshop_http_requests_total', route)).toBe(
      valueOf(before, 'vetshop_http_requests_total', route) + 2,
    );
    // the parser keeps a histogram's buckets but not its labels: its count is read from the line
    expect(text).toMatch(
      /^vetshop_http_request_duration_seconds_count\{method="GET",route="\/api\/product\/:id"\} [1-9]/m,
    );
    expect(text).not.toContain(product._id);
  });

  it('moves as an order is placed and a sign-in fails', async () => {
    const before = (await scrape(listener)).families;
    const c = await t.registerCustomer();
    const address = await t.createAddress(c.cookie);
    const product = await t.createProduct();
    const res = await t.post(
      '/api/order/cod',
      { items: [{ product: product._id, quantity: 1 }], address: address._id },
      c.cookie,
    );
    expect(res.status).toBe(201);
    expect((await t.post('/api/user/login', { email: c.email, password: 'yanlis-parol-1' })).status).toBe(401);
    const after = (await scrape(listener)).families;
    expect(valueOf(after, 'vetshop_orders_placed')).toBe(valueOf(before, 'vetshop_orders_placed') + 1);
    const failed = { account: 'customer' };
    expect(valueOf(after, 'vetshop_sign_in_failures_total', failed)).toBe(
      valueOf(before, 'vetshop_sign_in_failures_total', failed) + 1,
    );
  });

  it("counts a scheduled job's runs and its last success", async () => {
    const job = { job: 'payment-reminders' };
    const before = (await scrape(listener)).families;
    const reminders = startReminderJob(t.db, quiet, 60_000);
    await reminders.stop(); // waits for the run it started with
    const after = (await scrape(listener)).families;
    expect(valueOf(after, 'vetshop_job_runs_total', job)).toBe(valueOf(before, 'vetshop_job_runs_total', job) + 1);
    expect(valueOf(after, 'vetshop_job_last_success_timestamp_seconds', job)).toBeGreaterThan(Date.now() / 1000 - 60);
  });

  it('counts a failed statement', async () => {
    const before = valueOf((await scrape(listener)).families, 'vetshop_db_query_errors_total');
    const pool = (t.db as unknown as { $client: { query: (q: string) => Promise<unknown> } }).$client;
    await expect(pool.query('select * from no_such_table')).rejects.toThrow();
    expect(valueOf((await scrape(listener)).families, 'vetshop_db_query_errors_total')).toBe(before + 1);
  });
});
