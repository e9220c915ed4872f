/** What this process counts whoever asks (issue 44 item 1): the scheduled jobs' runs, failures and
 * last success, failed sign-ins and the database's query errors. prom-client (the Node ecosystem's
 * Prometheus client, decision 0133) keeps them in a registry of their own; an app's /metrics
 * listener merges it with the app's (server/metrics/shop-metrics.ts). Counting costs an
 * increment; nothing here is read unless a listener is asked. */
import pg from 'pg';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';

export const processRegistry = new Registry();

const jobRuns = new Counter({
  name: 'vetshop_job_runs_total',
  help: 'Runs of each scheduled job in this process',
  labelNames: ['job'],
  registers: [processRegistry],
});
const jobFailures = new Counter({
  name: 'vetshop_job_failures_total',
  help: 'Failed runs of each scheduled job in this process',
  labelNames: ['job'],
  registers: [processRegistry],
});
const jobLastSuccess = new Gauge({
  name: 'vetshop_job_last_success_timestamp_seconds',
  help: 'When each scheduled job last finished without an error (Unix seconds)',
  labelNames: ['job'],
  registers: [processRegistry],
});
const signInFailures = new Counter({
  name: 'vetshop_sign_in_failures_total',
  help: 'Sign-ins refused for a wrong e-mail, password or code',
  labelNames: ['account'],
  registers: [processRegistry],
});
const queryErrors = new Counter({
  name: 'vetshop_db_query_errors_total',
  help: 'Database statements that failed (any error PostgreSQL or the connection returned)',
  registers: [processRegistry],
});

/** The scheduled jobs' names, one label value each. */
export type JobName = 'mailer' | 'payment-reminders' | 'facet-compaction' | 'alerts' | 'backup' | 'sellable-stock';

type JobListener = (job: JobName, error: Error | null) => void;
const jobListeners = new Set<JobListener>();

/** Told after every run (the alerts watch for a job that failed twice). Returns the unsubscribe. */
export function onJobRun(listener: JobListener): () => void {
  jobListeners.add(listener);
  return () => void jobListeners.delete(listener);
}

/** Counts one run of `job`: a failure when `error` is given, else a success. */
export function recordJobRun(job: JobName, error: Error | null = null): void {
  jobRuns.inc({ job });
  if (error) jobFailures.inc({ job });
  else jobLastSuccess.set({ job }, Date.now() / 1000);
  for (const listener of jobListeners) listener(job, error);
}

/** A refused sign-in; `account` is the throttle's account key (`user:…`, `staff:…`): its kind alone is a label. */
export function recordSignInFailure(account: string): void {
  signInFailures.inc({ account: account.startsWith('staff:') ? 'staff' : 'customer' });
}

let started = false;
/** Node's own figures (CPU, memory, event-loop delay, GC) and the query-error count, from the first
 * app that exposes metrics on: a shop without METRICS_PORT pays for neither. */
export function startProcessMetrics(): void {
  if (started) return;
  started = true;
  collectDefaultMetrics({ register: processRegistry, prefix: 'vetshop_' });
  countQueryErrors();
}

/** pg reports a failed statement only to its caller; every caller's statement goes through
 * Client#query (the pool's too, with a callback), so one wrapper there counts them all. */
function countQueryErrors(): void {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function query(this: unknown, ...args: unknown[]) {
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (error: unknown, ...rest: unknown[]) => void;
      args[last] = (error: unknown, ...rest: unknown[]) => {
        if (error) queryErrors.inc();
        callback(error, ...rest);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.catch(() => queryErrors.inc());
    return result;
  };
}
