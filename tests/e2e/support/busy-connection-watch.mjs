// Preloaded into each browser-test shop (playwright.config.ts, issue 40 item 7): pg's warning that a
// connection was given a query while it ran another is written to the shop's DATA_DIR, where
// tests/e2e/support/busy-connection-teardown.ts finds it and fails the run.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';

process.on('warning', (warning) => {
  if (!warning.message.includes('client is already executing a query')) return;
  const dir = process.env.DATA_DIR ?? '.';
  mkdirSync(dir, { recursive: true });
  appendFileSync(path.join(dir, 'busy-connection-warning.txt'), `${warning.message}\n${warning.stack ?? ''}\n`);
});
