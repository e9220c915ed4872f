/** One app per test file on a fresh database (PGlite or PostgreSQL, by
 * project), with a seller, and small helpers that speak the API contract.
 * Every answer goes through checks.ts, so each test also proves "no 5xx,
 * Azerbaijani failures, no leaks". */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { CategoryPath } from '../../domain/catalog/categories.ts';
import type { Address, News, Product } from '../../domain/shared/types.ts';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import type { MailerOptions } from '../../server/mail/mailer.ts';
import { upsertSeller } from '../../server/services/accounts/accounts.ts';
import { addProduct } from '../../server/services/catalog/product-writes.ts';
import { addNews } from '../../server/services/content/news.ts';
import { checkAnswer } from './checks.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';
import { multipart, type FilePart } from './multipart.ts';

export const SELLER = { email: 'satici@test.az', password: 'Satici-parol-2026' };
export const PASSWORD = 'Gizli-parol-123';
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export type Reply = { status: number; body: any; cookies: Record<string, string>; contentType?: string };
export type CallOptions = {
  json?: unknown;
  payload?: string | Buffer;
  headers?: Record<string, string>;
  cookie?: string;
  remoteAddress?: string;
};
export type Customer = {
  cookie: string;
  email: string;
  password: string;
  user: { _id: string; name: string; email: string };
};

export function uniqueEmail(prefix = 'musteri'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@test.az`;
}

export const sampleAddress = {
  firstName: 'Aysel',
  lastName: 'Məmmədova',
  email: 'aysel@test.az',
  street: 'Nizami küçəsi 10',
  city: 'Bakı',
  state: 'Yasamal',
  zipCode: 'AZ 1000',
  country: 'Azərbaycan',
  phone: '050 123 45 67',
};

/** `env` (read when the app starts, after the file's own beforeAll hooks
 * registered earlier) adds settings; the mailer runs only when it names SMTP_URL.
 * The address-tier rate limits are off unless `env` names RATE_LIMIT_STORE,
 * since every test calls from one address. */
export type TestAppOptions = { env?: () => Record<string, string>; mailer?: MailerOptions };

export function useTestApp(opts: TestAppOptions = {}) {
  let database: TestDatabase;
  let app: FastifyInstance;
  let sellerCookie: string | undefined;

  beforeAll(async () => {
    database = await openTestDatabase(expect.getState().testPath ?? 'unknown');
    await upsertSeller(database.db, SELLER.email, SELLER.password);
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      RATE_LIMIT_STORE: 'off',
      CATALOG_CHECK_MS: '0',
      ...opts.env?.(),
    };
    const mailer = env.SMTP_URL ? (opts.mailer ?? {}) : false;
    app = await buildApp({ config: readConfig(env as NodeJS.ProcessEnv), db: database.db, mailer });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function call(method: string, url: string, opts: CallOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.cookie) headers.cookie = opts.cookie;
    let payload = opts.payload;
    if (opts.json !== undefined) {
      payload = JSON.stringify(opts.json);
      headers['content-type'] ??= 'application/json';
    }
    const res = await app.inject({ method: method as 'GET', url, headers, payload, remoteAddress: opts.remoteAddress });
    const body = checkAnswer(
      res.statusCode,
      res.body,
      res.headers['content-type'] as string | undefined,
      `${method} ${url}`,
    );
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
    return { status: res.statusCode, body, cookies, contentType: res.headers['content-type'] as string | undefined };
  }

  const t = {
    get app() {
      return app;
    },
    get db() {
      return database.db;
    },
    get database() {
      return database;
    },
    call,
    get: (url: string, cookie?: string) => call('GET', url, { cookie }),
    post: (url: string, json?: unknown, cookie?: string) => call('POST', url, { json, cookie }),
    put: (url: string, json?: unknown, cookie?: string) => call('PUT', url, { json, cookie }),
    del: (url: string, cookie?: string) => call('DELETE', url, { cookie }),
    upload: (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, files: FilePart[], cookie?: string) =>
      call(method, url, { ...multipart(fields, files), cookie }),

    async registerCustomer(name = 'Elvin Quliyev'): Promise<Customer> {
      const email = uniqueEmail();
      const res = await call('POST', '/api/user/register', { json: { name, email, password: PASSWORD } });
      expect(res.status).toBe(201);
      return { cookie: `sid=${res.cookies.sid}`, email, password: PASSWORD, user: res.body.user };
    },
    async loginSeller(): Promise<string> {
      if (sellerCookie) return sellerCookie;
      const res = await call('POST', '/api/seller/login', { json: SELLER });
      expect(res.status).toBe(200);
      sellerCookie = `seller_sid=${res.cookies.seller_sid}`;
      return sellerCookie;
    },
    /** Straight into the catalogue (no upload), for fixtures. */
    createProduct(
      fields: { name?: string; offerPrice?: number | null; inStock?: boolean; category?: CategoryPath } = {},
    ): Promise<Product> {
      return addProduct(
        database.db,
        {
          name: fields.name ?? `Vitamin ${randomBytes(3).toString('hex')}`,
          description: 'Heyvanlar üçün',
          category: fields.category ?? 'Həblər',
          offerPrice: fields.offerPrice === undefined ? 10 : fields.offerPrice,
          inStock: fields.inStock ?? true,
        },
        ['0123456789abcdef0123456789abcdef.webp'],
      );
    },
    createNews(fields: { title?: string; seen?: boolean } = {}): Promise<News> {
      const title = fields.title ?? `Yenilik ${randomBytes(3).toString('hex')}`;
      return addNews(database.db, { title, description: 'Yeni məhsullar gəldi.', seen: fields.seen ?? true }, [
        '0123456789abcdef0123456789abcdef.webp',
      ]);
    },
    async createAddress(cookie: string, overrides: Partial<typeof sampleAddress> = {}): Promise<Address> {
      const res = await call('POST', '/api/address/add', {
        json: { address: { ...sampleAddress, ...overrides } },
        cookie,
      });
      expect(res.status).toBe(201);
      return res.body.address;
    },
  };
  return t;
}

export type TestApp = ReturnType<typeof useTestApp>;
