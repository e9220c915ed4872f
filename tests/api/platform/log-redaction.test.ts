/** No secret in any log line (issue 8): a database error is logged without
 * its SQL or parameters, cookies and passwords are censored. */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { readConfig } from '../../../server/config.ts';
import { LOG_SERIALIZERS, REDACT_PATHS } from '../../../server/log-redaction.ts';
import { useTestApp } from '../../helpers/app.ts';

const t = useTestApp();
const lines: string[] = [];
const SECRET_HASH = 'scrypt$16384$c2FsdHNhbHQ=$aGFzaGhhc2g=';
const SECRET_EMAIL = 'gizli-musteri@test.az';
let app: FastifyInstance;

beforeAll(async () => {
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const logger = pino(
    { level: 'info', redact: { paths: REDACT_PATHS, censor: '[redacted]' }, serializers: LOG_SERIALIZERS },
    sink,
  );
  app = await buildApp({
    config: readConfig({ NODE_ENV: 'test', RATE_LIMIT_STORE: 'off' } as NodeJS.ProcessEnv),
    db: t.db,
    logger,
    mailer: false,
  });
  // a query that fails in PostgreSQL with a user's e-mail and hash among its parameters
  app.get('/boom', async () =>
    t.db.execute(
      sql`insert into users (name, email, password_hash) values (${'Ad'}, ${SECRET_EMAIL}, ${SECRET_HASH}::int)`,
    ),
  );
  app.post('/echo', async () => ({ success: true }));
  await app.ready();
});
afterAll(() => app?.close());

describe('log lines', () => {
  it('a database error answers 500 and logs its code, not the query or its parameters', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('unexpected error');
    expect(log).toContain('22P02'); // invalid_text_representation: what went wrong is still there
    expect(log).not.toContain(SECRET_EMAIL);
    expect(log).not.toContain('scrypt$');
    expect(log).not.toMatch(/insert into|params:/i);
  });

  it('censors cookies and a reset token in the address', async () => {
    lines.length = 0;
    await app.inject({
      method: 'POST',
      url: '/echo?token=abc123secret',
      headers: { cookie: 'sid=sirr-token-123' },
      payload: { password: 'Gizli-parol-123' },
    });
    const log = lines.join('');
    expect(log).toContain('/echo');
    expect(log).not.toContain('abc123secret');
    expect(log).not.toContain('sirr-token-123');
    expect(log).not.toContain('Gizli-parol-123');
  });

  it('redacts passwords, hashes and address details in logged objects', () => {
    lines.length = 0;
    const logger = pino(
      { redact: { paths: REDACT_PATHS, censor: '[redacted]' } },
      new Writable({ write: (c, _e, d) => (lines.push(String(c)), d()) }),
    );
    logger.info(
      {
        user: { email: SECRET_EMAIL, passwordHash: SECRET_HASH },
        order: { address: { phone: '+994501234567', street: 'Nizami 10' } },
        password: 'x-parol',
      },
      'x',
    );
    const log = lines.join('');
    for (const secret of [SECRET_EMAIL, SECRET_HASH, '+994501234567', 'Nizami 10', 'x-parol'])
      expect(log).not.toContain(secret);
  });
});
