/** Hands every page request to React Router (DESIGN §1): a web Request in,
 * a Response out, sent through the Fastify reply so that compression and
 * security headers apply to pages too. */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { MSG } from '../domain/messages.ts';
import { currentSellerId, currentUserId, USER_COOKIE } from './auth/guards.ts';
import type { LoginLimiter } from './auth/login-limiter.ts';
import type { CheckoutConfig } from './services/checkout.ts';
import { createServices, type Services } from './services/index.ts';
import type { PublicUser } from '../domain/types.ts';

export type PageContext = {
  services: Services;
  user: PublicUser | null;
  isSeller: boolean;
  nonce: string;
  origin: string;
  /** For the storefront's form actions (forms that work before JavaScript): the session cookie and its settings. */
  sessionToken: string | undefined;
  secureCookies: boolean;
  loginLimiter: LoginLimiter;
  /** What the order and mail services need from the settings. */
  checkoutConfig: CheckoutConfig;
  /** The request's pino logger: render and loader errors are logged with its request id. */
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
};

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation adds PageContext's members
  interface AppLoadContext extends PageContext {}
}

function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'", // react-hot-toast injects its styles
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
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
    ...(hasBody ? { body: createReadableStreamFromReadable(request.raw), duplex: 'half' } : {}),
  } as RequestInit);
}

export async function pageRoutes(app: FastifyInstance, opts: { getBuild: () => Promise<ServerBuild>; mode: string }) {
  const services = createServices(app.db);
  const handler = createRequestHandler(opts.getBuild, opts.mode);
  // React Router reads page bodies itself: leave the stream untouched
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.all('/*', async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.code(404).send({ success: false, message: MSG.notFound });
    const origin = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
    const nonce = randomBytes(16).toString('base64');
    const [userId, sellerId] = await Promise.all([currentUserId(request), currentSellerId(request)]);
    const context: PageContext = {
      services,
      user: userId ? await services.accounts.findUser(userId) : null,
      isSeller: Boolean(sellerId),
      nonce,
      origin,
      sessionToken: request.cookies[USER_COOKIE],
      secureCookies: app.config.production,
      loginLimiter: app.loginLimiter,
      checkoutConfig: app.config,
      log: request.log,
    };
    const response = await handler(toWebRequest(request, reply, origin), context);
    reply.code(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    if (app.config.production && response.headers.get('content-type')?.startsWith('text/html')) {
      reply.header('content-security-policy', contentSecurityPolicy(nonce));
    }
    return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
  });
}
