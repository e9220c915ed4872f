/** Raw sockets against a real listening app, for what app.inject cannot
 * show: timeouts, trickled bodies, keep-alive connections. */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Listens on 127.0.0.1 on the first free port of this clone's block (3810–3849, or the 40 from
 * RAW_HTTP_PORTS when several clones share a machine). */
export async function listenInBlock(app: FastifyInstance): Promise<number> {
  const first = Number(process.env.RAW_HTTP_PORTS ?? 3810);
  for (let port = first; port < first + 40; port++) {
    try {
      await app.listen({ port, host: '127.0.0.1' });
      return port;
    } catch (error) {
      if ((error as { code?: string }).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`no free port in ${first}–${first + 39}`);
}

export type Probe = { socket: net.Socket; received: () => string; closed: Promise<number> };

/** Opens a connection; `closed` resolves with the ms from opening to the server closing it. */
export function probe(port: number): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let data = '';
    const socket = net.connect({ port, host: '127.0.0.1' });
    const closed = new Promise<number>((done) => socket.on('close', () => done(Date.now() - started)));
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('error', () => undefined); // a reset is one way of being closed
    socket.once('connect', () => resolve({ socket, received: () => data, closed }));
    socket.once('error', reject);
  });
}

/** Writes `text` one byte every `everyMs` until the socket closes or the text ends. */
export async function trickle(socket: net.Socket, text: string, everyMs: number): Promise<void> {
  for (const char of text) {
    if (socket.destroyed || socket.writableEnded) return;
    socket.write(char);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export const within = <T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> =>
  Promise.race([promise, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms))]);
