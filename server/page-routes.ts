/** Hands every page request to React Router (docs/architecture.md §Stack): a web Request in,
 * a Response out, sent through the Fastify reply so that compression and
 * security headers apply to pages too. Pages without anything personal are
 * kept per catalogue version (page-cache.ts). */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { MSG } from '../domain/shared/messages.ts';
import { currentCustomer, currentStaff, USER_COOKIE } from './auth/guards.ts';
import type { SessionCustomer } from './auth/customer-session.ts';
import type { Staff } from './auth/sessions.ts';
import { guardedLogin, type LoginThrottle } from './rate-limit/login-guard.ts';
import type { CheckoutConfig } from './services/orders/checkout.ts';
import { cachedBody } from './catalog-cache/cached-body.ts';
import {
  inlineScriptHashes,
  isAnonymous,
  isKeptResponse,
  isPublicPage,
  pageCacheControl,
  PERSONAL_PAGE_CACHE_CONTROL,
  PRIVATE_PAGE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  PUBLIC_PAGE_VARY,
  rememberedLanguageHome,
} from './page-cache.ts';
import { compressDynamic } from './dynamic-compression.ts';
import { pulledBody } from './unread-body.ts';
import { pageServices, type Services } from './services/index.ts';
import type { PublicUser } from '../domain/shared/types.ts';

export type PageContext = {
  services: Services;
  user: PublicUser | null;
  /** Set when the user buys at trade prices (an approved company), with their group: the pages
   * price from it (app/lib/trade/trade-prices.server.ts); null for everyone else. */
  trade: SessionCustomer['trade'];
  isSeller: boolean;
  /** the staff member signed in, with their role (issue 35): seller pages check it per loader */
  staff: Staff | null;
  /** The client's address as trusted proxies report it: a page's audited write records it (issue 41). */
  clientAddress: string;
  nonce: string;
  origin: string;
  /** For the storefront's form actions (forms that work before JavaScript): the session cookie and its settings. */
  sessionToken: string | undefined;
  secureCookies: boolean;
  /** The login page's failed-login limits: the API's, for this request's address and browser. */
  loginLimiter: LoginThrottle;
  /** What the order and mail services need from the settings. */
  checkoutConfig: CheckoutConfig;
  /** The request's pino logger: render and loader errors are logged with its request id. */
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** The rendered page, set by app/entry.server.tsx. It comes back here as is rather than as the
   * body of a web Response, which would copy it twice and read it back through a stream. */
  html?: Buffer;
  /** The page's route pattern (`/products/:slug`), set by app/entry.server.tsx: the metrics' label. */
  route?: string;
};

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation adds PageContext's members
  interface AppLoadContext extends PageContext {}
}

function contentSecurityPolicy(scriptSources: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}`,
    "style-src 'self' 'unsafe-inline'", // react-hot-toast injects its styles
    "img-src 'self' data: blob:",
    "font-src 'self' data:", // the manat sign's subset is inlined into the stylesheet
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const controller = new AbortController();
  // a visitor who leaves mid-render stops the loaders; a finished answer needs no abort (its
  // listeners cost CPU on every page: `npm run bench:http` measures a render)
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: pulledBody(request.raw), duplex: 'half' } : {}),
  } as RequestInit);
}

function copyHeaders(response: Response, reply: FastifyReply): void {
  reply.code(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}

const isHtml = (response: Response) => Boolean(response.headers.get('content-type')?.startsWith('text/html'));

export async function pageRoutes(app: FastifyInstance, opts: { getBuild: () => Promise<ServerBuild>; mode: string }) {
  const cache = app.catalogCache;
  const production = app.config.production;
  // A production build is fixed for the process's life (decision 0010). Given a function, React
  // Router re-derives its route tables on every request (for hot reload), at a
  // cost in CPU on every page that `npm run bench:http`'s render figure would show.
  const handler = createRequestHandler(production ? await opts.getBuild() : opts.getBuild, opts.mode);
  // React Router reads page bodies itself: leave the stream untouched
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.all('/*', async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.code(404).send({ success: false, message: MSG.notFound });
    const home = rememberedLanguageHome(request);
    if (home)
      return reply
        .header('vary', PUBLIC_PAGE_VARY)
        .header('cache-control', PERSONAL_PAGE_CACHE_CONTROL)
        .redirect(home, 302);
    const origin = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
    const anonymous = isAnonymous(request);
    const publicPage = isPublicPage(request.url);
    const shared = publicPage && anonymous; // the same page for everyone
    const kept = shared && request.method === 'GET';
    const key = `${origin}${request.url}`;
    const { version, entry } =
      kept || (shared && request.method === 'HEAD') ? await cache.lookup(key) : { version: 0, entry: undefined };
    if (entry) return cache.send(request, reply, key, entry, PUBLIC_PAGE_CACHE_CONTROL, PUBLIC_PAGE_VARY);

    const nonce = randomBytes(16).toString('base64');
    const [customer, staff] = anonymous
      ? [null, null]
      : await Promise.all([currentCustomer(request), currentStaff(request)]);
    // trade customers (issue 33, decision 0092): a buyer of an approved company may see their own
    // prices on any page, so none of their pages is stored by any cache, the browser's included
    const tradeBuyer = Boolean(customer?.trade);
    const context: PageContext = {
      services: pageServices(app.services, Boolean(staff)),
      user: customer?.user ?? null,
      trade: customer?.trade ?? null,
      isSeller: Boolean(staff),
      staff,
      clientAddress: request.ip,
      nonce,
      origin,
      sessionToken: request.cookies[USER_COOKIE],
      secureCookies: app.config.production,
      loginLimiter: async (account, attempt) => {
        await app.checkRateTier(request, 'login'); // the page's form counts against the address's login tier too
        return guardedLogin(request, reply, account, attempt);
      },
      checkoutConfig: app.config,
      log: request.log,
    };
    const started = app.metrics && performance.now();
    const response = await handler(toWebRequest(request, reply, origin), context);
    if (app.metrics && context.route) {
      request.metricsRoute = context.route;
      app.metrics.pageRendered(context.route, (performance.now() - (started as number)) / 1000);
    }

    const html = isHtml(response) ? context.html : undefined;
    if (kept && isKeptResponse(response)) {
      const body = html ?? Buffer.from(await response.arrayBuffer());
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => void (headers[name] = value));
      delete headers['content-type'];
      if (production && isHtml(response))
        headers['content-security-policy'] = contentSecurityPolicy(inlineScriptHashes(body.toString('utf8')));
      const built = cachedBody(version, response.headers.get('content-type') ?? 'text/html', body, headers);
      cache.store(key, built);
      return cache.send(request, reply, key, built, PUBLIC_PAGE_CACHE_CONTROL, PUBLIC_PAGE_VARY);
    }

    copyHeaders(response, reply);
    const cacheControl = tradeBuyer ? PRIVATE_PAGE_CACHE_CONTROL : pageCacheControl(publicPage, anonymous, response);
    if (cacheControl) reply.header('cache-control', cacheControl);
    if (production && isHtml(response))
      reply.header('content-security-policy', contentSecurityPolicy([`'nonce-${nonce}'`]));
    if (html) return reply.send(compressDynamic(request, reply, html));
    // other answers (sitemaps, data) may stream
    return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
  });
}
