// Bundles the Node server (server/main.ts) into build/node/main.js; packages
// stay external. The React Router build is loaded from build/server at run time.
import { cpSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const out = process.env.BUILD_DIR ?? 'build';

await build({
  entryPoints: ['server/main.ts', 'server/db/seed-worker.ts'], // the seed runs in a child process (server/bootstrap.ts)
  outdir: path.join(out, 'node'),
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/db/migrations', path.join(out, 'node', 'migrations'), { recursive: true });
console.log(`server bundle: ${path.join(out, 'node', 'main.js')}`);
