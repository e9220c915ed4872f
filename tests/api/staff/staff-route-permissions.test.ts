/** A new staff route without a permission fails the suite (issue 35): the app refuses to start
 * with a route guarded by the bare requireSeller, or under a /seller path without a permission,
 * and says what to write. */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requirePermission, requireSeller } from '../../../server/auth/guards.ts';
import { installRoutePermissions, RouteWithoutPermission } from '../../../server/auth/route-permissions.ts';
import { buildApp } from '../../../server/app.ts';
import { readConfig } from '../../../server/config.ts';
import { useTestApp } from '../../helpers/app.ts';

const t = useTestApp();

async function start(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  installRoutePermissions(app);
  register(app);
  try {
    await app.ready();
  } finally {
    await app.close();
  }
}

describe('registration of a staff route', () => {
  it('refuses a route guarded by requireSeller without a permission', async () => {
    await expect(
      start((app) => app.get('/api/company/list', { onRequest: requireSeller }, async () => ({}))),
    ).rejects.toThrow(RouteWithoutPermission);
  });

  it('refuses an unguarded route under a /seller path, naming the route and what to write', async () => {
    await expect(start((app) => app.post('/api/price-list/seller/:id', async () => ({})))).rejects.toThrow(
      /POST \/api\/price-list\/seller\/:id: .*requirePermission/,
    );
  });

  it('accepts the same routes once they name a permission, and states it in the route schema', async () => {
    const schemas: unknown[] = [];
    await start((app) => {
      app.addHook('onRoute', (route: { schema?: unknown }) => void schemas.push(route.schema));
      app.get('/api/company/list', { onRequest: requirePermission('companies.write') }, async () => ({}));
    });
    expect(schemas[0]).toMatchObject({ 'x-permission': 'companies.write' });
  });

  it('the shop itself: a plugin with a bare requireSeller route stops it from starting', async () => {
    const config = readConfig({ NODE_ENV: 'test', RATE_LIMIT_STORE: 'off' } as NodeJS.ProcessEnv);
    const app = await buildApp({ config, db: t.db, mailer: false });
    const starting = (async () => {
      await app.register(async (api) => void api.get('/orders', { onRequest: requireSeller }, async () => ({})), {
        prefix: '/api/trade',
      });
      await app.ready();
    })();
    await expect(starting).rejects.toThrow(RouteWithoutPermission);
    await app.close();
  });
});
