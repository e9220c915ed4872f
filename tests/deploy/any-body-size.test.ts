/** Every request is answered promptly with its own answer, whatever its body's size (issue 32
 * item 3, decision 0081): every page action of app/routes.ts and every API route of the OpenAPI
 * document (a new route is covered without editing this file) gets bodies of 100 KB, 300 KB,
 * 2 MB and 30 MB from a visitor over a raw socket, the head first and then the body in pieces,
 * on the built shop as `npm start` runs it. The status line must arrive within a few seconds and
 * be the route's true answer: a page action's 413 (its form bound is 32 KB); an API route's
 * refusal of the visitor (401, 403, 404…) as it answers a small body; else 413 past the JSON
 * limit, and the small body's answer below it. ANSWER_TABLE=<file> writes the table. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_FORM_BYTES } from '../../domain/shared/limits.ts';
import { MSG } from '../../domain/shared/messages.ts';
import { JSON_BODY_LIMIT } from '../../server/http-guards.ts';
import { startShop, type Shop } from '../../scripts/lib/shop-process.ts';
import { actionPages, apiOperations, filler, sendBig, type Answer } from '../helpers/big-bodies.ts';

const KB = 1024;
const SIZES = [100 * KB, 300 * KB, 2048 * KB, 30 * 1024 * KB];
const FIRST_BYTE_MS = 3000;
const SOME_ID = '0b6f3c3e-9d0a-4c55-8f57-6a1d2b3c4d5e';
/** Answers that do not depend on the body: the same at any size. */
const REFUSALS = new Set([401, 403, 404, 405, 415, 429]);
const dir = mkdtempSync(path.join(os.tmpdir(), 'vetshop-bodies-'));
let shop: Shop;
let port = 0;

type Case = { method: string; path: string; kind: 'form' | 'json' | 'multipart' };
const rows: string[] = [];

function head(c: Case, type: string, length: number): string {
  return `${c.method} ${c.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`;
}

async function send(c: Case, size: number): Promise<Answer> {
  const { type, body } = filler(c.kind, size);
  return sendBig(port, head(c, type, body.length), body, FIRST_BYTE_MS + 5000);
}

/** What the route answers whatever the size, or undefined when the size decides. */
async function smallAnswer(c: Case): Promise<Answer> {
  return send(c, c.kind === 'multipart' ? 300 : 16);
}

function expected(c: Case, small: Answer, size: number): { status: number; message?: string } {
  if (c.kind === 'form') return size > MAX_PAGE_FORM_BYTES ? { status: 413, message: MSG.bodyTooLarge } : small;
  // a refusal, or a GET that never reads a body
  if (REFUSALS.has(small.status) || c.method === 'GET') return small;
  if (c.kind === 'json' && size > JSON_BODY_LIMIT) return { status: 413, message: MSG.bodyTooLarge };
  return small;
}

beforeAll(async () => {
  shop = await startShop({ DATA_DIR: dir, SEED_DEMO: '0' });
  port = Number(new URL(shop.url).port);
}, 180_000);

afterAll(async () => {
  await shop?.stop();
  rmSync(dir, { recursive: true, force: true });
  if (process.env.ANSWER_TABLE)
    writeFileSync(
      process.env.ANSWER_TABLE,
      ['| route | 100 KB | 300 KB | 2 MB | 30 MB |', '|---|---|---|---|---|', ...rows.sort()].join('\n') + '\n',
    );
});

async function walk(cases: Case[]) {
  const wrong: string[] = [];
  for (const c of cases) {
    const small = await smallAnswer(c);
    const cells: string[] = [];
    for (const size of SIZES) {
      const answer = await send(c, size);
      const want = expected(c, small, size);
      cells.push(answer.status ? `${answer.status} in ${answer.firstByteMs} ms` : `none in ${FIRST_BYTE_MS + 5000} ms`);
      const late = answer.status === 0 || answer.firstByteMs > FIRST_BYTE_MS;
      const said = !want.message || answer.message === want.message || answer.text.includes(want.message);
      if (late || answer.status !== want.status || !said)
        wrong.push(
          `${c.method} ${c.path} ${size / KB} KB: ${answer.status} "${answer.message}" in ${answer.firstByteMs} ms, want ${want.status} "${want.message}"`,
        );
    }
    rows.push(`| ${c.method} ${c.path.replace(SOME_ID, '{id}')} | ${cells.join(' | ')} |`);
  }
  return wrong;
}

describe('a body of any size gets its answer at once', () => {
  it('on every page action', async () => {
    const pages = actionPages(SOME_ID).map((p) => ({ method: 'POST', path: p, kind: 'form' as const }));
    expect(pages.length).toBeGreaterThan(5);
    expect(await walk(pages)).toEqual([]);
  }, 600_000);

  it('on every API route', async () => {
    const document = await (await fetch(`${shop.url}/api/docs/json`)).json();
    const routes = apiOperations(document, SOME_ID).map((op) => ({
      method: op.method,
      path: op.path,
      kind: op.multipart ? ('multipart' as const) : ('json' as const),
    }));
    expect(routes.length).toBeGreaterThan(20);
    expect(await walk(routes)).toEqual([]);
  }, 900_000);
});
