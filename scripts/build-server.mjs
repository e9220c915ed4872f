// Bundles the Node server (server/main.ts) into build/node/main.js; packages
// stay external. The React Router build is loaded from build/server at run time.
import { cpSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'build/node/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/db/migrations', 'build/node/migrations', { recursive: true });
console.log('server bundle: build/node/main.js');
