/** The shop's watch over itself (issue 44): the owner's alerts and, with a schedule, the daily
 * backups, started with the mailer and the other background work (server/app.ts), and the count of
 * 5xx answers the alerts watch. Backups use the database's owning role (decision 0126): a small
 * pool of its own on `ownerUrl`, since the app serves with a role that may not create databases. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { createMailTransport, type MailTransport } from '../mail/transport.ts';
import pg from 'pg';
import { startAlertJob, type AlertJob } from './alert-job.ts';
import { startBackupJob } from './backup-job.ts';
import { backupWatch } from './backup-watch.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One look of the owner's alerts now (the minute's timer does the same). */
    checkAlerts: () => Promise<void>;
  }
}

export function installRunningJobs(app: FastifyInstance, db: Db, transport?: MailTransport, ownerUrl?: string): void {
  let job: AlertJob | undefined;
  let backups: ReturnType<typeof startBackupJob> | undefined;
  let ownPool: pg.Pool | undefined;
  app.decorate('checkAlerts', async () => job?.check());
  const ownTransport = transport ?? createMailTransport(app.config);
  app.addHook('onResponse', (_request, reply, done) => {
    if (reply.statusCode >= 500) job?.serverError();
    done();
  });
  app.addHook('onReady', async () => {
    job = startAlertJob({
      db,
      config: app.config,
      transport: ownTransport,
      log: app.log,
      serverErrorThreshold: app.config.serverErrorsAlert,
      extraChecks: app.config.backups ? [backupWatch(db, new Date())] : [],
    });
    void job.check();
    if (app.config.backups) {
      ownPool = ownerUrl ? new pg.Pool({ connectionString: ownerUrl, max: 2 }) : undefined;
      ownPool?.on('error', () => {}); // an idle connection dropped by the server is opened again
      const ownerPool = ownPool ?? (db as unknown as { $client: pg.Pool }).$client;
      backups = startBackupJob({ db, ownerPool, schedule: app.config.backups, log: app.log });
      backups.look(); // a restart after the hour catches up at once
    }
  });
  app.addHook('onClose', async () => {
    await job?.stop();
    await backups?.stop();
    await ownPool?.end();
    if (!transport) ownTransport.close();
  });
}
