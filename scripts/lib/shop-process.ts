/** Starts the built shop (build/node/main.js) as a child process on a port of
 * its own, for benchmarks and tests that need a real server: the configuration
 * `npm start` runs (NODE_ENV=production, the default LOG_LEVEL and its request log,
 * the default timeouts; decision 0082), its log going to /dev/null instead of a
 * terminal, with one exception said by SHOP_CONFIGURATION: the per-address rate
 * limits are off, since one client address sends everything here. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { send } from './http.ts';
import { freePort, waitFor } from './ports.ts';

/** node's flags in package.json's `start` script and the systemd units: the young generation's cap (decision 0080, raised by 0167). */
export const SHOP_NODE_FLAGS = ['--max-semi-space-size=16'];

export const SHOP_CONFIGURATION = `the shop as \`npm start\` runs it (node ${SHOP_NODE_FLAGS.join(' ')}, NODE_ENV=production, LOG_LEVEL info: one log line per request, to /dev/null), rate limits off (one client address)`;

export const BENCH_SELLER = { email: 'satici@test.az', password: 'Satici-parol-2026' };

export type Shop = {
  url: string;
  child: ChildProcess;
  startedIn: number;
  stop: () => Promise<void>;
  kill: () => Promise<void>;
};

export async function startShop(env: Record<string, string>): Promise<Shop> {
  if (!existsSync('build/node/main.js')) throw new Error('build/node/main.js is missing: run npm run build first');
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...SHOP_NODE_FLAGS, 'build/node/main.js'], {
    // one client address sends everything here: the per-address limits are not what these runs measure
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      RATE_LIMIT_STORE: 'off',
      SELLER_EMAIL: BENCH_SELLER.email,
      SELLER_PASSWORD: BENCH_SELLER.password,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => {
    if (child.exitCode !== null) return true;
    return (await send(`${url}/`)).status === 200;
  }, 180_000);
  if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return {
    url,
    child,
    startedIn: performance.now() - started,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}
