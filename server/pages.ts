/** Where the pages come from: the built app in production, Vite's dev server otherwise. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppOptions } from './app.ts';

export async function loadPages(production: boolean): Promise<NonNullable<AppOptions['pages']>> {
  if (production) {
    // the build this bundle belongs to (build/node/main.js), not whatever `build` points at later
    const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const build = await import(path.join(buildDir, 'server', 'index.js'));
    return { getBuild: async () => build, clientDir: path.join(buildDir, 'client') };
  }
  const vite = await import('vite');
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  return {
    getBuild: () => devServer.ssrLoadModule('virtual:react-router/server-build') as never,
    vite: devServer,
  };
}
