/** Every vitest project's setup (issue 40 item 7): pg's "Calling client.query() when the client is
 * already executing a query" means one connection (a transaction's, most likely) was handed two
 * queries at once; pg@9 will refuse it. Node prints a deprecation once per process, so the test file
 * in which it first happens fails, naming the warning. */
import { afterAll } from 'vitest';

const BUSY = 'client is already executing a query';
const seen: string[] = [];
process.on('warning', (warning) => {
  if (warning.message.includes(BUSY)) seen.push(`${warning.message}\n${warning.stack ?? ''}`);
});

afterAll(() => {
  if (seen.length) throw new Error(`a pg connection was given two queries at once:\n${seen.join('\n')}`);
});
