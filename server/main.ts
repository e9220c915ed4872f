/** Starts the shop: settings, database, the Fastify app; and stops it cleanly
 * on SIGTERM/SIGINT (in-flight requests finish, bounded, then the database). */
import type { Server } from 'node:http';
import { buildApp } from './app.ts';
import { deleteExpiredSessions } from './auth/sessions.ts';
import { prepareDatabase } from './bootstrap.ts';
import { ConfigError, readConfig, type Config } from './config.ts';
import { createLogger } from './logger.ts';
import { startMetricsListener } from './metrics/listener.ts';
import { loadPages } from './pages.ts';
import { startBanner } from './start-banner.ts';

let config: Config;
try {
  config = readConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const logger = createLogger(config.logLevel);
process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'uncaught exception');
  process.exit(1);
});

const database = await prepareDatabase(config, logger);
const app = await buildApp({
  config,
  db: database.db,
  ownerUrl: database.ownerUrl,
  pages: await loadPages(config.production),
  logger,
});

const SESSION_PURGE_MS = 60 * 60 * 1000;
const purge = setInterval(() => {
  deleteExpiredSessions(database.db).catch((error: Error) =>
    logger.warn(`expired sessions not purged: ${error.message}`),
  );
}, SESSION_PURGE_MS);
purge.unref();

let metricsListener: Server | undefined;
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: stopping`);
  clearInterval(purge);
  const deadline = setTimeout(() => {
    logger.warn(`requests still running after ${config.shutdownTimeoutMs} ms: closing them`);
    app.server.closeAllConnections();
  }, config.shutdownTimeoutMs);
  try {
    metricsListener?.close();
    await app.close(); // stops accepting, waits for in-flight requests
    clearTimeout(deadline);
    await database.close(); // waits for checked-out clients (open transactions), then stops the embedded server
    logger.info('stopped');
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// metrics on their own address (issue 44): never the shop's port, so never behind the public proxy
if (app.metrics && config.metrics)
  metricsListener = await startMetricsListener(app.metrics.registry, config.metrics, logger);
// the log's lines wait for 4 KB or a second (logger.ts): the start's lines go out before the banner
await new Promise<void>((resolve) => logger.flush(() => resolve()));
process.stdout.write(startBanner(config, database.firstSeller));
