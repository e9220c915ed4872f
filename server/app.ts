/** The Fastify instance: plugins, /api, /images, static assets and the
 * hand-off of every page to React Router (docs/architecture.md §Stack, §Layers). */
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerBuild } from 'react-router';
import { MSG } from '../domain/shared/messages.ts';
import { installErrorHandler } from './api/errors.ts';
import { installApiDocs } from './api-docs.ts';
import { apiRoutes } from './api/index.ts';
import { CatalogCache } from './catalog-cache/index.ts';
import { answerKeptBeforeFastify } from './catalog-cache/raw-kept-answers.ts';
import { startFacetCompaction } from './services/catalog/facet-groups.ts';
import { COMPRESS_THRESHOLD } from './catalog-cache/cached-body.ts';
import { DYNAMIC_BROTLI_QUALITY, DYNAMIC_GZIP_LEVEL } from './dynamic-compression.ts';
import { startMailer, type Mailer, type MailerOptions } from './mail/mailer.ts';
import { startReminderJob, type ReminderJob } from './services/payments/reminder-job.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { healthRoutes } from './health-routes.ts';
import { clientErrorHandler, installHttpGuards, JSON_BODY_LIMIT, serverTimeouts } from './http-guards.ts';
import { imageRoutes } from './images-route.ts';
import { OneLineRequestLog } from './request-log.ts';
import { deferredChildLogger } from './request-logger.ts';
import { installRequestIdHeader, requestIdGenerator } from './request-id.ts';
import { installSecurityHeaders } from './security-headers.ts';
import { leafletRoutes } from './leaflets-route.ts';
import { accessLogOf, type Logger } from './logger.ts';
import { installRateLimits } from './rate-limit/plugin.ts';
import { MAX_IMAGE_BYTES } from './services/catalog/images.ts';
import { pageRoutes } from './page-routes.ts';
import { installRoutePermissions } from './auth/route-permissions.ts';
import { createServices, type AppServices } from './services/index.ts';
import { installMetrics } from './metrics/shop-metrics.ts';
import { installRunningJobs } from './running/index.ts';
import { startSellableJob } from './services/stock/sellable-stock.ts';
import { MAX_IMAGES } from '../domain/shared/limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    catalogCache: CatalogCache;
    /** Every service bound to `db`, for the API and, through the load context, the pages (decision 0075). */
    services: AppServices;
  }
}

export type AppOptions = {
  config: Config;
  db: Db;
  /** Where the built app lives; omitted in API-only tests. */
  pages?: { getBuild: () => Promise<ServerBuild>; clientDir?: string; vite?: { middlewares: unknown } };
  /** pino; API-only tests run without one. */
  logger?: Logger;
  /** The background mailer (server/mail); `false` in tests that send no mail. */
  mailer?: MailerOptions | false;
  /** The database's owning role (Database.ownerUrl): the scheduled backups' connection; unset, the app's own. */
  ownerUrl?: string;
};

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(opts.logger
      ? {
          loggerInstance: opts.logger as FastifyBaseLogger,
          logController: new OneLineRequestLog(accessLogOf(opts.logger)),
          childLoggerFactory: deferredChildLogger, // the request's own logger, made when it writes a line
        }
      : { logger: false }),
    // on close, idle keep-alive connections end at once; busy ones finish their request first
    forceCloseConnections: 'idle',
    bodyLimit: JSON_BODY_LIMIT,
    // X-Forwarded-* only from the configured proxies: anyone else could name any host or address
    trustProxy: opts.config.trustProxy,
    genReqId: requestIdGenerator(opts.config.trustProxy),
    ...serverTimeouts(opts.config),
    clientErrorHandler,
    routerOptions: { ignoreTrailingSlash: true },
    // a malformed address (`/news/%E0%A4%A`) fails before routing, past the error handler
    frameworkErrors: (_error, _request, reply) =>
      void (reply as FastifyReply).code(400).send({ success: false, message: MSG.invalidInput }),
  });
  app.decorate('db', opts.db);
  app.decorate('config', opts.config);
  const catalogCache = new CatalogCache(opts.db, { maxAgeMs: opts.config.catalogCheckMs });
  app.decorate('catalogCache', catalogCache);
  app.decorate('services', createServices(opts.db, catalogCache));
  if (opts.config.metrics) installMetrics(app, opts.db); // only when something will read them (METRICS_PORT)
  // a write made here is seen by this instance's next read at once; other instances hear NOTIFY
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS')
      catalogCache.version.markStale();
    done(null, payload);
  });
  app.addHook('onReady', async () => {
    await catalogCache.version.listen((error) => app.log.warn(`catalogue NOTIFY listener lost: ${error.message}`));
  });
  app.addHook('onClose', async () => catalogCache.close());
  // the facet counts' groups: their change rows folded now and then (decision 0064)
  const compaction = startFacetCompaction(opts.db, (error) => app.log.warn(`facet groups: ${error.message}`));
  app.addHook('onClose', async () => compaction.stop());
  app.setValidatorCompiler(validatorCompiler);
  // response schemas document the answers (api-docs.ts); the property test holds answers to them
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  installErrorHandler(app);
  if (opts.mailer !== false) {
    let mailer: Mailer | undefined;
    app.addHook(
      'onReady',
      async () => void (mailer = startMailer({ db: opts.db, config: opts.config, log: app.log, ...opts.mailer })),
    );
    app.addHook('onClose', async () => mailer?.stop());
    // payment reminders (issue 34, decision 0106): with the mailer, the shop's other background work
    let reminders: ReminderJob | undefined;
    app.addHook('onReady', async () => void (reminders = startReminderJob(opts.db, app.log)));
    app.addHook('onClose', async () => reminders?.stop());
    // batches that crossed into their last days overnight leave the storefront (decision 0138)
    let sellable: ReturnType<typeof startSellableJob> | undefined;
    app.addHook('onReady', async () => void (sellable = startSellableJob(opts.db, app.log)));
    app.addHook('onClose', async () => sellable?.stop());
    installRunningJobs(app, opts.db, opts.mailer?.transport, opts.ownerUrl); // the owner's alerts (issue 44)
  }

  installRequestIdHeader(app); // X-Request-Id (request-id.ts)
  installSecurityHeaders(app); // helmet's headers, computed once (security-headers.ts)
  installHttpGuards(app);
  await app.register(cookie); // before the rate limits: they key a signed-in caller by account
  await installRateLimits(app);
  // a kept answer (a page, a catalogue call) goes out here, counted and logged, before the route's work (decision 0145)
  app.addHook('onRequest', (request, reply, done) => {
    if (!catalogCache.sendKept(request, reply)) done();
  });
  // what is compressed per request must cost less than making it (server/dynamic-compression.ts;
  // the plugin's default brotli 4 costs ~2.5 times brotli 2); pages compress there, in one call
  await app.register(compress, {
    globalDecompression: false, // no client of ours sends compressed bodies: no inflating hook on every request
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    zlibOptions: { level: DYNAMIC_GZIP_LEVEL },
  });
  await app.register(multipart, {
    // fields and parts: the product form's veterinary fields, its species checkboxes and substance rows; a leaflet beside the images
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES + 1, fields: 80, fieldSize: 100_000, parts: 90 },
  });
  installRoutePermissions(app); // before any route: a staff route without a permission is refused
  await installApiDocs(app);

  await app.register(healthRoutes);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(imageRoutes);
  await app.register(leafletRoutes);

  if (opts.pages) {
    if (opts.pages.vite) {
      const { default: middie } = await import('@fastify/middie');
      await app.register(middie);
      app.use(opts.pages.vite.middlewares as never);
    } else if (opts.pages.clientDir) {
      await app.register(fastifyStatic, {
        root: opts.pages.clientDir,
        wildcard: false,
        preCompressed: true, // the .br/.gz files of scripts/precompress.mjs (brotli 11 instead of compress's on-the-fly 4)
        setHeaders: (res, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      });
    }
    const { getBuild } = opts.pages;
    await app.register(pageRoutes, { getBuild, mode: opts.config.production ? 'production' : 'development' });
  }
  // a request that only kept bytes can answer is answered before Fastify's own work (decision 0151)
  answerKeptBeforeFastify(app, opts.logger);
  return app;
}
