/** For a process manager or a load balancer: /healthz says the process
 * answers, /readyz that the database answers and every migration of this
 * build is applied (an instance started before a migration is not ready). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { migrationsFolder } from './db/client.ts';

function expectedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export async function healthRoutes(app: FastifyInstance) {
  const expected = expectedMigrations();
  const noStore = { 'cache-control': 'no-store' };

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) =>
    reply.headers(noStore).send({ status: 'ok' }),
  );

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      const applied = await app.services.readiness.appliedMigrations();
      if (applied < expected)
        return reply.code(503).headers(noStore).send({ status: 'migrations pending', applied, expected });
      return reply.headers(noStore).send({ status: 'ready', migrations: applied });
    } catch (error) {
      request.log.warn({ code: (error as { code?: string }).code }, 'readiness check: database unavailable');
      return reply.code(503).headers(noStore).send({ status: 'database unavailable' });
    }
  });
}
