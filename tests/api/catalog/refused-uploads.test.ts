/** Refused uploads on a real socket (issue 20 item 4, issue 32 item 3): the answer is sent at once
 * and the rest of the body read and dropped behind it, so the client, still sending, receives the
 * status line and the JSON message instead of a broken connection (EPIPE, "connection reset"), and
 * every route gives its own answer whatever the body's size (decision 0081). A body declared over
 * the largest any route takes is answered 413 at once and the connection closed. */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/shared/messages.ts';
import { buildApp } from '../../../server/app.ts';
import { readConfig } from '../../../server/config.ts';
import { MAX_SHEET_MB } from '../../../server/api/catalog/catalog-io.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { MAX_REQUEST_BODY } from '../../../server/http-guards.ts';
import { useTestApp } from '../../helpers/app.ts';
import { multipart } from '../../helpers/multipart.ts';
import { listenInBlock } from '../../helpers/raw-http.ts';

const { IMPORT_ERRORS } = textsIn('az');

const t = useTestApp();
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildApp({
    config: readConfig({ NODE_ENV: 'test', RATE_LIMIT_STORE: 'off' } as NodeJS.ProcessEnv),
    db: t.db,
    mailer: false,
  });
  port = await listenInBlock(app);
});
afterAll(() => app?.close());

type Exchange = { status: number; head: string; body: { success?: boolean; message?: string }; writeError?: string };

/** Sends the request head and then the body in 64 KB writes, as a browser does, and reads the
 * answer once it has sent what it meant to (or the connection broke under it). */
function exchange(head: string, body: Buffer, sendBody = body.length): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let received = Buffer.alloc(0);
    let writeError: string | undefined;
    let sent = false;
    const finish = () => {
      const text = received.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(text)?.[1];
      if (!sent || end < 0 || !length || received.length < end + 4 + Number(length)) return false;
      const json = received.subarray(end + 4, end + 4 + Number(length)).toString('utf8');
      resolve({ status: Number(text.slice(9, 12)), head: text.slice(0, end), body: JSON.parse(json), writeError });
      socket.destroy();
      return true;
    };
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      finish();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => void (writeError ??= error.code));
    socket.on('close', () => {
      sent = true;
      if (!finish()) reject(new Error(`no whole answer (${writeError ?? 'closed'}): ${received.toString('latin1')}`));
    });
    socket.once('connect', async () => {
      socket.write(head);
      for (let at = 0; at < sendBody && !socket.destroyed; at += 65_536) {
        const chunk = body.subarray(at, Math.min(at + 65_536, sendBody));
        const flushed = new Promise<void>((done) => socket.write(chunk, () => done()));
        if (socket.writableNeedDrain) await flushed;
      }
      await new Promise<void>((done) => (socket.destroyed ? done() : socket.write('', () => done())));
      sent = true;
      finish();
    });
  });
}

/** A multipart form with one 11 MB file: over the 10 MB image limit, under the upload limit. */
function elevenMegabytes(fields: Record<string, string>) {
  const data = Buffer.alloc(11 * 1024 * 1024, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
  return multipart(fields, [{ filename: 'boyuk.png', contentType: 'image/png', data }]);
}

function requestHead(
  method: string,
  path: string,
  form: { payload: Buffer; headers: Record<string, string> },
  cookie = '',
) {
  return (
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${form.headers['content-type']}\r\n` +
    `Content-Length: ${form.payload.length}\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}\r\n`
  );
}

const product = { name: 'Böyük şəkil', category: 'Həblər' };
const news = { title: 'Böyük şəkil', description: 'Mətn' };

describe('an 11 MB multipart upload that is refused gets its status line and message', () => {
  it.each([
    ['PUT', 'product'],
    ['POST', 'news'],
  ])('anonymous %s to %s: 401 with the JSON message', async (method, kind) => {
    const path = kind === 'product' ? `/api/product/${(await t.createProduct())._id}` : '/api/news/add-news';
    const form = elevenMegabytes(kind === 'product' ? product : news);
    for (let i = 0; i < 3; i++) {
      const res = await exchange(requestHead(method, path, form), form.payload);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: MSG.unauthorized });
      expect(res.writeError).toBeUndefined();
    }
  });

  it.each([
    ['PUT', 'product'],
    ['POST', 'news'],
  ])('the seller’s %s to %s: 413 with the JSON message', async (method, kind) => {
    const seller = await t.loginSeller();
    const path = kind === 'product' ? `/api/product/${(await t.createProduct())._id}` : '/api/news/add-news';
    const form = elevenMegabytes(kind === 'product' ? product : news);
    for (let i = 0; i < 3; i++) {
      const res = await exchange(requestHead(method, path, form, seller), form.payload);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ success: false, message: MSG.imageTooLarge });
      expect(res.writeError).toBeUndefined();
    }
  });
});

describe('an upload over 1 MB to a route without an upload form keeps its own answer', () => {
  const sheet = () =>
    multipart({}, [
      { field: 'sheet', filename: 'boyuk.csv', contentType: 'text/csv', data: Buffer.alloc(30 * 1024 * 1024, 0x61) },
    ]);
  const importPath = '/api/catalog/import?id=0b6f3c3e-9d0a-4c55-8f57-6a1d2b3c4d5e';

  it('a visitor’s 30 MB catalogue import: 401 with the JSON message', async () => {
    const form = sheet();
    const res = await exchange(requestHead('POST', importPath, form), form.payload);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: MSG.unauthorized });
    expect(res.writeError).toBeUndefined();
  });

  it('the seller’s 30 MB sheet: 413 with the import’s own message', async () => {
    const form = sheet();
    const res = await exchange(requestHead('POST', importPath, form, await t.loginSeller()), form.payload);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, message: IMPORT_ERRORS.sheetTooBig(MAX_SHEET_MB) });
  });
});

describe('a body over the largest any route takes', () => {
  it('is answered 413 with the message at once, and the connection closes', async () => {
    const form = elevenMegabytes(news);
    const declared = MAX_REQUEST_BODY + 1;
    const head = requestHead('POST', '/api/news/add-news', { ...form, payload: Buffer.alloc(declared) });
    const res = await exchange(head, form.payload, 1024); // the client sends 1 KB and waits
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, message: MSG.bodyTooLarge });
    expect(res.head).toMatch(/\r\nconnection: close\r\n/i);
  });
});
