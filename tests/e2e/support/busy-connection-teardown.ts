/** Playwright's global teardown (issue 40 item 7): a shop that printed pg's "client is already
 * executing a query" warning (recorded by busy-connection-watch.mjs) fails the browser run. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export default function busyConnectionTeardown(): void {
  const root = process.env.E2E_DATA_DIR;
  if (!root || !existsSync(root)) return;
  const found = readdirSync(root)
    .map((shop) => path.join(root, shop, 'busy-connection-warning.txt'))
    .filter((file) => existsSync(file))
    .map((file) => `${file}:\n${readFileSync(file, 'utf8')}`);
  if (found.length) throw new Error(`a pg connection was given two queries at once:\n${found.join('\n')}`);
}
