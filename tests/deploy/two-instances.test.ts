/** Two shop instances behind Debian's nginx with deploy/nginx/vetshop.conf
 * (TLS ending at the proxy), on one PostgreSQL server: what one instance
 * stores, the other serves, and orders sent through the proxy to both at
 * once all arrive, each exactly once. Needs the build (npm test builds
 * first) and nginx (`.ci/run` installs it; skipped without it). */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import parsePrometheus from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../server/db/embedded-postgres.ts';
import { ensureServingRole, withUser } from '../../server/db/roles.ts';
import { multipart, realImage } from '../helpers/multipart.ts';
import { freePort, waitFor } from '../../scripts/lib/ports.ts';
import { cookieFrom, send, sendJson } from '../../scripts/lib/http.ts';
import { allSellerOrders, FLOOD_ADDRESS } from '../../scripts/lib/order-flood.ts';

const SELLER = { email: 'satici@test.az', password: 'Satici-parol-2026' };
const dir = mkdtempSync(path.join(os.tmpdir(), 'vetshop-deploy-'));
const children: ChildProcess[] = [];
let database: EmbeddedServer;
let a = '';
let b = '';
let proxy = '';
let plainHttp = '';
let metricsA = '';

/** deploy/nginx/vetshop.conf with this test's ports, a self-signed certificate and loopback addresses. */
function nginxConfig(ports: { a: number; b: number; http: number; https: number }): string {
  const site = readFileSync('deploy/nginx/vetshop.conf', 'utf8')
    .replace('127.0.0.1:3001', `127.0.0.1:${ports.a}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${ports.b}`)
    .replace(/^\s*listen \[::\].*$/gm, '')
    .replace('listen 80;', `listen 127.0.0.1:${ports.http};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`)
    .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${dir}/cert.pem;`)
    .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${dir}/key.pem;`)
    // which instance answered, so the test can see that both took orders
    .replace(
      'proxy_read_timeout 60s;',
      'proxy_read_timeout 60s;\n        add_header X-Upstream $upstream_addr always;',
    );
  const root = process.getuid?.() === 0 ? 'user root root;' : '';
  return `${root}
worker_processes 1;
error_log ${dir}/nginx-error.log;
pid ${dir}/nginx.pid;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  ${site}
}`;
}

/** An external server as docs/operations.md §Database roles sets one up: the owner's URL for migrations, a
 * serving role that owns nothing, granted by the shop at start (decision 0126). */
const SERVING = { user: 'shop_deploy_app', password: 'deploy-app-parol' };
async function servingUrl(ownerUrl: string): Promise<string> {
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  await ensureServingRole(owner, SERVING.user, SERVING.password).finally(() => owner.end());
  return withUser(ownerUrl, SERVING.user, SERVING.password);
}

function startInstance(
  port: number,
  ownerUrl: string,
  databaseUrl: string,
  name: string,
  metricsPort: number,
): ChildProcess {
  mkdirSync(path.join(dir, name), { recursive: true });
  const child = spawn(process.execPath, ['build/node/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATABASE_OWNER_URL: ownerUrl,
      DATA_DIR: path.join(dir, name),
      TRUST_PROXY: '127.0.0.1',
      SEED_DEMO: '0',
      SELLER_EMAIL: SELLER.email,
      SELLER_PASSWORD: SELLER.password,
      LOG_LEVEL: 'warn',
      METRICS_PORT: String(metricsPort),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

beforeAll(async () => {
  database = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), log: () => {}, settings: { fsync: 'off' } });
  const ports = { a: await freePort(), b: await freePort(), http: await freePort(), https: await freePort() };
  metricsA = `http://127.0.0.1:${await freePort()}/metrics`;
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      `${dir}/key.pem`,
      '-out',
      `${dir}/cert.pem`,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
    ],
    { stdio: 'ignore' },
  );
  writeFileSync(`${dir}/nginx.conf`, nginxConfig(ports));
  // both instances start at once on the new database: one migrates, the other waits for it
  const serving = await servingUrl(database.url);
  startInstance(ports.a, database.url, serving, 'a', Number(new URL(metricsA).port));
  startInstance(ports.b, database.url, serving, 'b', await freePort());
  a = `http://127.0.0.1:${ports.a}`;
  b = `http://127.0.0.1:${ports.b}`;
  proxy = `https://127.0.0.1:${ports.https}`;
  plainHttp = `http://127.0.0.1:${ports.http}`;
  children.push(
    spawn('nginx', ['-p', dir, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  await waitFor(async () => (await send(`${a}/readyz`)).status === 200);
  await waitFor(async () => (await send(`${b}/readyz`)).status === 200);
  await waitFor(async () => (await send(`${proxy}/readyz`)).status === 200);
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map(
      (child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
    ),
  );
  await database?.stop();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

async function register(base: string, name: string) {
  const email = `${name.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@test.az`;
  const res = await sendJson(`${base}/api/user/register`, 'POST', { name, email, password: 'Gizli-parol-123' });
  expect(res.status).toBe(201);
  return { cookie: cookieFrom(res, 'sid'), id: res.json().user._id as string };
}

describe('two instances behind nginx on one PostgreSQL', () => {
  it('serves pages over HTTPS and only redirects plain HTTP there', async () => {
    const plain = await send(`${plainHttp}/products?page=2`);
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`https://127.0.0.1/products?page=2`);
    const page = await send(`${proxy}/products`);
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('Məhsullar');
  });

  it("keeps /metrics off the proxy and the shop's port, on each instance's own listener", async () => {
    for (const url of [`${proxy}/metrics`, `${a}/metrics`, `${proxy}/metrics/`])
      expect((await send(url)).status).toBe(404);
    expect((await send(`${a}/products`)).status).toBe(200);
    const metrics = await send(metricsA);
    expect(metrics.status).toBe(200);
    const text = metrics.body.toString();
    expect(() => parsePrometheus(text)).not.toThrow();
    // a page is labelled by its React Router pattern, its render timed
    expect(text).toMatch(/^vetshop_http_requests_total\{method="GET",route="\/products",status="200"\} [1-9]/m);
    expect(text).toMatch(/^vetshop_page_render_seconds_count\{route="\/products"\} [1-9]/m);
  });

  it("answers with nginx's own request id, which the instance trusts from its proxy", async () => {
    expect((await send(`${proxy}/api/product/list`)).headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    // (the shop's own UUID for anyone not in TRUST_PROXY: tests/api/platform/request-id.test.ts)
  });

  it('accepts a session made through one instance on the other, for customers and sellers', async () => {
    const customer = await register(a, 'Aygun');
    const onB = await send(`${b}/api/user/is-auth`, { headers: { cookie: customer.cookie } });
    expect(onB.status).toBe(200);
    expect(onB.json().user._id).toBe(customer.id);
    const login = await sendJson(`${b}/api/seller/login`, 'POST', SELLER);
    expect(login.status).toBe(200);
    expect(
      (await send(`${a}/api/seller/is-auth`, { headers: { cookie: cookieFrom(login, 'seller_sid') } })).status,
    ).toBe(200);
  });

  it('serves from one instance the picture uploaded through the other', async () => {
    const login = await sendJson(`${a}/api/seller/login`, 'POST', SELLER);
    const form = multipart({ name: 'Peyvənd', description: 'Təsvir', category: 'Həblər', offerPrice: '12.5' }, [
      await realImage(),
    ]);
    const added = await send(`${a}/api/product/add-product`, {
      method: 'POST',
      body: form.payload,
      headers: { ...form.headers, cookie: cookieFrom(login, 'seller_sid') },
    });
    expect(added.status).toBe(201);
    const name = added.json().product.image[0] as string;
    const [fromA, fromB] = await Promise.all([send(`${a}/images/${name}`), send(`${b}/images/${name}`)]);
    expect(fromB.status).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/webp');
    expect(fromB.body.equals(fromA.body)).toBe(true);
  });

  it('takes orders sent at once through the proxy to both instances, each exactly once', async () => {
    const login = await sendJson(`${a}/api/seller/login`, 'POST', SELLER);
    const seller = cookieFrom(login, 'seller_sid');
    // not prescription-only: that order would need the prescription (decision 0053)
    const product = (await send(`${a}/api/product/list`)).json().products.find((p: { rx: boolean }) => !p.rx);
    const customers = await Promise.all(Array.from({ length: 8 }, (_, i) => register(proxy, `Musteri${i}`)));
    const addresses = await Promise.all(
      customers.map(async (c) => {
        const res = await sendJson(`${proxy}/api/address/add`, 'POST', { address: FLOOD_ADDRESS }, c.cookie);
        expect(res.status).toBe(201);
        return res.json().address._id as string;
      }),
    );
    const placed = await Promise.all(
      customers.flatMap((c, i) =>
        [1, 2, 3].map(() =>
          sendJson(
            `${proxy}/api/order/cod`,
            'POST',
            { items: [{ product: product._id, quantity: 1 }], address: addresses[i] },
            c.cookie,
          ),
        ),
      ),
    );
    expect(placed.map((r) => r.status)).toEqual(Array(24).fill(201));
    expect(new Set(placed.map((r) => r.headers['x-upstream'])).size).toBe(2);
    const ids = placed.map((r) => r.json().order._id as string);
    const all = await allSellerOrders(b, seller);
    const stored = all.map((o) => o._id).filter((id) => ids.includes(id));
    expect(stored.sort()).toEqual([...ids].sort());
  });
});
