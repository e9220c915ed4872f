// Fails the build when a page's JavaScript carries the message compiler (docs/i18n.md): a module the
// browser runs that imported `textsIn` put the compiler and every catalogue into the seller's
// overview page (145 kB) until this stop. The parser's own error text marks it in a minified chunk.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MARK = 'Unexpected message end'; // @messageformat/parser, which @lingui/message-utils compiles with
const assets = path.join(process.env.BUILD_DIR ?? 'build', 'client', 'assets');
const carrying = readdirSync(assets).filter(
  (file) => file.endsWith('.js') && readFileSync(path.join(assets, file), 'utf8').includes(MARK),
);
if (carrying.length) {
  console.error(`the message compiler is in the browser's JavaScript: ${carrying.join(', ')}`);
  console.error('a module a page imports reads textsIn(): read the raw catalogue with fill() there (docs/i18n.md)');
  process.exit(1);
}
console.log('message compiler: not in any page (ok)');
