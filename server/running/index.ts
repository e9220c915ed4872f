/** The shop's watch over itself (issue 44): the owner's alerts, started with the mailer and the
 * other background work (server/app.ts), and the count of 5xx answers they watch. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { createMailTransport, type MailTransport } from '../mail/transport.ts';
import { startAlertJob, type AlertJob } from './alert-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One look of the owner's alerts now (the minute's timer does the same). */
    checkAlerts: () => Promise<void>;
  }
}

export function installRunningJobs(app: FastifyInstance, db: Db, transport?: MailTransport): void {
  let job: AlertJob | undefined;
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
    });
    void job.check();
  });
  app.addHook('onClose', async () => {
    await job?.stop();
    if (!transport) ownTransport.close();
  });
}
