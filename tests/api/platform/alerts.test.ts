/** The owner's alerts (issue 44 item 2, decision 0134), each caused for real: a stopped outbox, a
 * job that fails twice, the database gone, 5xx answers over the threshold. One mail per incident
 * to the shop's owner, however often the watch looks or how many instances watch; a new mail
 * only after the incident cleared and came back. */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { readConfig } from '../../../server/config.ts';
import type { Db } from '../../../server/db/client.ts';
import type { OutgoingMail } from '../../../server/mail/transport.ts';
import { startAlertJob } from '../../../server/running/alert-job.ts';
import { recentAlerts } from '../../../server/running/alerts.ts';
import { startReminderJob } from '../../../server/services/payments/reminder-job.ts';
import { SELLER, useTestApp } from '../../helpers/app.ts';

const t = useTestApp();
const NOTICE = 'sifaris@vetaqro.test';
const quiet = { warn: () => {} };

function recorder() {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    transport: { send: async (_id: string, mail: OutgoingMail) => (sent.push(mail), 'test'), close: () => {} },
  };
}
function watch(db: Db, transport: ReturnType<typeof recorder>['transport'], threshold = 1000) {
  return startAlertJob({
    db,
    transport,
    config: { shopNotifyEmail: NOTICE, mailFrom: undefined },
    log: quiet,
    serverErrorThreshold: threshold,
    intervalMs: 3_600_000,
  });
}
/** A database handle whose every statement fails while `down.now` is set, as when the server stops. */
function switchable(db: Db) {
  const down = { now: false };
  const handle = new Proxy(db, {
    get(target, key, receiver) {
      if (down.now && key === 'execute')
        return async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
      return Reflect.get(target, key, receiver);
    },
  });
  return { db: handle, down };
}

describe("the owner's alerts", () => {
  it('mails the owner once when a mail has waited over 15 minutes, and again only after it cleared', async () => {
    const mail = recorder();
    const job = watch(t.db, mail.transport);
    await t.db.execute(sql`insert into outbox (id, "to", subject, text, created_at)
      values ('00000000-0000-4000-8000-0000000000a1', 'a@test.az', 'Sifariş', 'x', now() - interval '16 minutes')`);
    await job.check();
    await job.check();
    const stalled = mail.sent.filter((m) => m.subject.includes('Məktublar göndərilmir'));
    expect(stalled).toHaveLength(1);
    expect(stalled[0].to).toBe(SELLER.email); // the owner, not the orders desk
    expect(stalled[0].text).toContain('15 dəqiqədən');
    expect((await recentAlerts(t.db)).find((a) => a.kind === 'outbox-stalled')?.resolvedAt).toBeNull();
    await t.db.execute(sql`update outbox set sent_at = now() where id = '00000000-0000-4000-8000-0000000000a1'`);
    await job.check();
    expect((await recentAlerts(t.db)).find((a) => a.kind === 'outbox-stalled')?.resolvedAt).toBeInstanceOf(Date);
    await t.db.execute(sql`insert into outbox ("to", subject, text, created_at)
      values ('a@test.az', 'Sifariş', 'x', now() - interval '20 minutes')`);
    await job.check();
    expect(mail.sent.filter((m) => m.subject.includes('Məktublar göndərilmir'))).toHaveLength(2);
    await t.db.execute(sql`update outbox set sent_at = now() where sent_at is null`);
    await job.check();
    await job.stop();
  });

  it('two instances watching one stalled outbox mail once', async () => {
    const [one, two] = [recorder(), recorder()];
    const [a, b] = [watch(t.db, one.transport), watch(t.db, two.transport)];
    await t.db.execute(sql`insert into outbox ("to", subject, text, created_at)
      values ('b@test.az', 'Sifariş', 'x', now() - interval '30 minutes')`);
    await Promise.all([a.check(), b.check()]);
    expect([...one.sent, ...two.sent].filter((m) => m.subject.includes('Məktublar göndərilmir'))).toHaveLength(1);
    await t.db.execute(sql`update outbox set sent_at = now() where sent_at is null`);
    await a.check();
    await Promise.all([a.stop(), b.stop()]);
  });

  it('mails once when a scheduled job fails twice in a row', async () => {
    const mail = recorder();
    const job = watch(t.db, mail.transport);
    // the payment reminders' sweep on a database that refuses connections, run three times
    const broken = new pg.Pool({
      connectionString: 'postgres://nobody:x@127.0.0.1:1/none',
      connectionTimeoutMillis: 500,
    });
    const brokenDb = drizzle(broken) as unknown as Db;
    for (let i = 0; i < 3; i++) await startReminderJob(brokenDb, quiet).stop();
    await broken.end();
    await new Promise((resolve) => setTimeout(resolve, 200)); // the alert's insert and mail follow the run
    const failed = mail.sent.filter((m) => m.subject.includes('Planlı iş'));
    expect(failed).toHaveLength(1);
    expect(failed[0].subject).toContain('payment-reminders');
    await startReminderJob(t.db, quiet).stop(); // a good run closes the incident
    await new Promise((resolve) => setTimeout(resolve, 200));
    const incident = (await recentAlerts(t.db)).find(
      (a) => a.kind === 'job-failed' && a.subject === 'payment-reminders',
    );
    expect(incident?.resolvedAt).toBeInstanceOf(Date);
    await job.stop();
  });

  it('mails once when the database stops answering, and records the incident when it is back', async () => {
    const mail = recorder();
    const { db, down } = switchable(t.db);
    const job = watch(db, mail.transport);
    await job.check(); // reads the owners while the database answers
    down.now = true;
    await job.check();
    await job.check();
    const gone = mail.sent.filter((m) => m.subject.includes('Verilənlər bazası'));
    expect(gone).toHaveLength(1);
    expect(gone[0].to).toBe(SELLER.email);
    down.now = false;
    await job.check();
    const incident = (await recentAlerts(t.db)).find((a) => a.kind === 'database-unreachable');
    expect(incident?.resolvedAt).toBeInstanceOf(Date);
    await job.stop();
  });
});

describe('5xx answers over the threshold', () => {
  let app: FastifyInstance;
  const mail = recorder();
  beforeAll(async () => {
    const env = { NODE_ENV: 'test', RATE_LIMIT_STORE: 'off', SERVER_ERRORS_ALERT: '3' } as NodeJS.ProcessEnv;
    app = await buildApp({
      config: readConfig(env),
      db: t.db,
      mailer: { transport: mail.transport, intervalMs: 3_600_000 },
    });
    app.get('/test-fails', async () => {
      throw new Error('gözlənilməz');
    });
    await app.ready();
  });
  afterAll(async () => app?.close());

  it('mail the owner once, however many more follow', async () => {
    const fail = async (times: number) => {
      for (let i = 0; i < times; i++) expect((await app.inject({ url: '/test-fails' })).statusCode).toBe(500);
      await app.checkAlerts();
    };
    const alerted = () => mail.sent.filter((m) => m.subject.includes('çoxlu xəta'));
    await fail(2);
    expect(alerted()).toHaveLength(0); // under the threshold of 3
    await fail(1);
    expect(alerted()).toHaveLength(1);
    expect(alerted()[0].to).toBe(SELLER.email);
    await fail(5);
    expect(alerted()).toHaveLength(1);
  });
});
