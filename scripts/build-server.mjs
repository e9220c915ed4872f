// Bundles the Node server (server/main.ts) into build/node/main.js; packages
// stay external. The React Router build is loaded from build/server at run time.
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const out = process.env.BUILD_DIR ?? 'build';
// drizzle-orm is bundled: loaded from node_modules, Node 24 re-reads its 179 kB package.json
// for each of its ~200 modules, and the process keeps the heap that grew for it (decision 0073).
const bundled = ['drizzle-orm'];
const { dependencies, devDependencies } = JSON.parse(readFileSync('package.json', 'utf8'));
const external = Object.keys({ ...dependencies, ...devDependencies }).filter((name) => !bundled.includes(name));

await build({
  entryPoints: ['server/main.ts', 'server/db/seed-worker.ts'], // the seed runs in a child process (server/bootstrap.ts)
  outdir: path.join(out, 'node'),
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external: [...external, ...external.map((name) => `${name}/*`)],
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/db/migrations', path.join(out, 'node', 'migrations'), { recursive: true });
console.log(`server bundle: ${path.join(out, 'node', 'main.js')}`);
