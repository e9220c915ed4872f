// Prints the product page's first-load JS: the gzip sizes of the route
// manifest, the client entry, the root, layout and product route modules and
// every chunk they import (what React Router modulepreloads), from build/client.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = path.join(process.env.BUILD_DIR ?? 'build', 'client');
const manifestName = readdirSync(path.join(clientDir, 'assets')).find((f) => /^manifest-.*\.js$/.test(f));
const manifestText = readFileSync(path.join(clientDir, 'assets', manifestName), 'utf8');
const manifest = JSON.parse(manifestText.slice(manifestText.indexOf('{'), manifestText.lastIndexOf('}') + 1));

const files = new Set([`/assets/${manifestName}`, manifest.entry.module, ...manifest.entry.imports]);
for (const id of ['root', 'routes/site-layout', 'routes/product']) {
  const route = manifest.routes[id];
  files.add(route.module);
  for (const file of route.imports ?? []) files.add(file);
}

let total = 0;
let totalBr = 0; // what is sent: scripts/precompress.mjs's brotli 11
for (const file of files) {
  const data = readFileSync(path.join(clientDir, file));
  total += gzipSync(data, { level: 9 }).length;
  totalBr += brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}
console.log(`product page first-load JS: ${files.size} files, ${(total / 1024).toFixed(1)} kB gzip, ${(totalBr / 1024).toFixed(1)} kB brotli`);
