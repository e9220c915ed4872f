/** Requests with bodies of any size over a raw socket, sent as curl and browsers send them (the
 * head, then the body in 64 KB pieces as fast as the server reads), timing the status line. */
import net from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import routes from '../../app/routes.ts';

export type Answer = {
  /** 0: no status line within the wait. */
  status: number;
  /** ms from the head's sending to the status line's first byte. */
  firstByteMs: number;
  message?: string;
  /** The answer's body as text (a page's HTML). */
  text: string;
};

/** Sends `head` and `body` to 127.0.0.1:`port`; gives up `waitMs` after the head. */
export function sendBig(port: number, head: string, body: Buffer, waitMs: number): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let received = Buffer.alloc(0);
    let started = 0;
    let firstByteMs = -1;
    const finish = (force: boolean) => {
      const start = received.toString('latin1');
      const end = start.indexOf('\r\n\r\n');
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(start)?.[1] ?? NaN);
      if (!force && (end < 0 || !(received.length >= end + 4 + length))) return;
      clearTimeout(timer);
      socket.destroy();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(start)?.[1];
      const text = end < 0 ? '' : received.subarray(end + 4).toString('utf8');
      let message: string | undefined;
      try {
        message = JSON.parse(text).message;
      } catch {
        message = undefined;
      }
      resolve({ status: status ? Number(status) : 0, firstByteMs, message, text });
    };
    const timer = setTimeout(() => finish(true), waitMs);
    socket.on('data', (chunk) => {
      if (firstByteMs < 0) firstByteMs = Date.now() - started;
      received = Buffer.concat([received, chunk]);
      finish(false);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => finish(true));
    socket.once('connect', async () => {
      started = Date.now();
      socket.write(head);
      await new Promise((r) => setTimeout(r, 5));
      for (let at = 0; at < body.length && !socket.destroyed && firstByteMs < 0; at += 65_536) {
        if (!socket.write(body.subarray(at, at + 65_536)))
          await new Promise((r) => socket.once('drain', r).once('close', r));
      }
    });
  });
}

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };

/** The page addresses of app/routes.ts whose module exports an action, parameters filled with `id`. */
export function actionPages(id: string, entries = routes as RouteEntry[], prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const at = entry.path ? `${prefix}/${entry.path}` : prefix;
    const source = readFileSync(path.join('app', entry.file), 'utf8');
    const own = /export\s+(const|async\s+function|function)\s+action\b/.test(source) ? [at || '/'] : [];
    return [...own, ...actionPages(id, entry.children ?? [], at)].map((p) => p.replace(/:\w+/g, id));
  });
}

type Operation = { requestBody?: { content?: Record<string, unknown> }; consumes?: string[] };

/** Every API route and method of the OpenAPI document, with whether it takes a multipart form. */
export function apiOperations(document: { paths: Record<string, Record<string, Operation>> }, id: string) {
  return Object.entries(document.paths)
    .filter(([route]) => route.startsWith('/api/'))
    .flatMap(([route, operations]) =>
      Object.entries(operations).map(([method, op]) => ({
        method: method.toUpperCase(),
        path: route.replace(/\{\w+\}/g, id),
        multipart: Boolean(
          op.requestBody?.content?.['multipart/form-data'] || op.consumes?.includes('multipart/form-data'),
        ),
      })),
    );
}

/** A body of `size` bytes of the given kind: a form field, a JSON string, a multipart file. */
export function filler(kind: 'form' | 'json' | 'multipart', size: number): { type: string; body: Buffer } {
  if (kind === 'form') return { type: 'application/x-www-form-urlencoded', body: padded('intent=x&x=', '', size) };
  if (kind === 'json') return { type: 'application/json', body: padded('{"x":"', '"}', size) };
  const boundary = 'vetaqro-big-body';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="sheet"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  return { type: `multipart/form-data; boundary=${boundary}`, body: padded(head, `\r\n--${boundary}--\r\n`, size) };
}

function padded(start: string, end: string, size: number): Buffer {
  const body = Buffer.alloc(Math.max(size, start.length + end.length), 0x61);
  body.write(start, 0, 'latin1');
  body.write(end, body.length - end.length, 'latin1');
  return body;
}
