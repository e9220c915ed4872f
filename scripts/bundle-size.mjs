// Prints the product page's first-load JS against its floor, an empty React
// Router 7 app built with the same settings (scripts/empty-app, decision 0020):
// the gzip sizes of the client entry, the route modules and every chunk they
// import: what React Router modulepreloads. The manifest-*.js file is not
// loaded: with lazy route discovery (the default with SSR) the page carries
// the routes it matches inline, and the rest are fetched on navigation.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const GOAL = 1.15;
const buildDir = process.env.BUILD_DIR ?? 'build'; // scripts/build.mjs builds into a fresh folder

function firstLoad(clientDir, routeIds) {
  const manifestName = readdirSync(path.join(clientDir, 'assets')).find((f) => /^manifest-.*\.js$/.test(f));
  const manifestText = readFileSync(path.join(clientDir, 'assets', manifestName), 'utf8');
  const manifest = JSON.parse(manifestText.slice(manifestText.indexOf('{'), manifestText.lastIndexOf('}') + 1));
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  let gzip = 0;
  let br = 0; // what is sent: scripts/precompress.mjs's brotli 11
  for (const file of files) {
    const data = readFileSync(path.join(clientDir, file));
    gzip += gzipSync(data, { level: 9 }).length;
    br += brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files: files.size, gzip, br };
}

const kB = (n) => (n / 1024).toFixed(1);
const shop = firstLoad(path.join(buildDir, 'client'), ['root', 'routes/site-layout', 'routes/product']);
const floor = firstLoad(path.join(buildDir, 'empty-app', 'client'), ['root', 'routes/home']);
const ratio = shop.gzip / floor.gzip;
console.log(`product page first-load JS: ${shop.files} files, ${kB(shop.gzip)} kB gzip, ${kB(shop.br)} kB brotli`);
console.log(`empty React Router 7 app:   ${floor.files} files, ${kB(floor.gzip)} kB gzip, ${kB(floor.br)} kB brotli`);
console.log(`ratio ${ratio.toFixed(3)} (gzip; goal ≤ ${GOAL}) ${ratio <= GOAL ? 'ok' : 'MISSED'}`);
