/** The log on standard output as `npm start` writes it (server/logger.ts, decision 0167): lines wait
 * in a list and go out about 4 KB at a time, so each must still arrive whole, in order, in UTF-8:
 * within a second on a quiet shop, and by the time the process has ended, by itself or by
 * `process.exit()`, a line longer than a batch included. */
import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** The logger in a process of its own, its stdout a pipe (systemd's journal, docker's log). */
const childCode = (body: string) => `import { createLogger, accessLogOf } from './server/logger.ts';
const logger = createLogger('info', undefined, false);
const access = accessLogOf(logger);
${body}`;
const childArgs = (body: string) => ['--import', 'tsx', '--input-type=module', '-e', childCode(body)];
const childEnv = { ...process.env, NODE_OPTIONS: '' };

function logInChild(body: string): { lines: Record<string, unknown>[]; stderr: string } {
  const run = spawnSync(process.execPath, childArgs(body), { encoding: 'utf8', env: childEnv });
  return {
    lines: run.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line)),
    stderr: run.stderr,
  };
}

describe('the log on standard output', () => {
  it('writes every line whole and in order, Azerbaijani and Russian letters intact, when the process ends by itself', () => {
    const { lines, stderr } = logInChild(`
for (let i = 0; i < 500; i++) access.info({ n: i, url: '/məhsullar/qarışıq-yem?q=şampun' }, 'answered');
logger.info('Sifariş qəbul edildi — заказ принят');`);
    expect(stderr).toBe('');
    expect(lines).toHaveLength(501);
    expect(lines.slice(0, 500).map((line) => line.n)).toEqual(Array.from({ length: 500 }, (_, i) => i));
    expect(lines[499].url).toBe('/məhsullar/qarışıq-yem?q=şampun');
    expect(lines[500].msg).toBe('Sifariş qəbul edildi — заказ принят');
  });

  it('writes the lines still waiting when the process exits at once', () => {
    const { lines } = logInChild(`
for (let i = 0; i < 7; i++) access.info({ n: i }, 'answered');
process.exit(0);`);
    expect(lines.map((line) => line.n)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('writes a few lines within about a second while the shop keeps running', async () => {
    const child = spawn(
      process.execPath,
      childArgs(`
for (let i = 0; i < 3; i++) access.info({ n: i }, 'answered');
setTimeout(() => {}, 8000);`),
      { env: childEnv },
    );
    try {
      let seen = '';
      const started = Date.now();
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          seen += chunk.toString('utf8');
          if (seen.split('\n').filter(Boolean).length === 3) resolve();
        });
        child.once('exit', () => reject(new Error(`ended first, having written: ${seen}`)));
      });
      expect(Date.now() - started).toBeLessThan(6000);
    } finally {
      child.kill();
    }
  });

  it('writes a line longer than a batch whole, between its neighbours', () => {
    const { lines } = logInChild(`
access.info({ n: 0 }, 'before');
logger.warn({ n: 1, note: 'ə'.repeat(20000) }, 'long');
access.info({ n: 2 }, 'after');`);
    expect(lines.map((line) => line.msg)).toEqual(['before', 'long', 'after']);
    expect(lines[1].note).toBe('ə'.repeat(20000));
  });
});
