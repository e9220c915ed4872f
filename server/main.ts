/** Builds the Fastify app and listens; nothing else. */
import path from 'node:path';
import { buildApp } from './app.ts';
import { prepareDatabase } from './bootstrap.ts';
import { readConfig } from './config.ts';

const config = readConfig();
const database = await prepareDatabase(config);

let pages;
if (config.production) {
  const buildDir = path.resolve('build');
  const serverBuild = path.join(buildDir, 'server', 'index.js');
  const build = await import(serverBuild);
  pages = { getBuild: async () => build, clientDir: path.join(buildDir, 'client') };
} else {
  const vite = await import('vite');
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  pages = {
    getBuild: () => devServer.ssrLoadModule('virtual:react-router/server-build') as never,
    vite: devServer,
  };
}

const app = await buildApp({ config, db: database.db, pages, logger: true });
const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
await app.listen({ port: config.port, host: config.host });
