/** A request body the route does not read (decision 0081): the answer goes out as soon as it is
 * known, whatever is still arriving, and what is left of the body is read and dropped afterwards
 * (nginx's "discard body"); past `maxBytes`, or for a body declared larger, the connection is
 * closed the way nginx's lingering close does it (FIN after the answer, keep reading a while, then
 * close), so a client still sending reads its answer instead of a reset. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How long a closed connection keeps reading a client that is still sending (nginx `lingering_time`). */
export const LINGER_MS = 5_000;

/** The sockets whose request was answered while its body was still arriving. */
const answered = new WeakSet<Socket>();

/** True while `socket`'s current request has been answered and its body is being dropped:
 * a timeout then closes the connection without a second status line. */
export const isAnswered = (socket: Socket): boolean => answered.has(socket);

/** The request body as a web stream that reads only when pulled: no listener stays on the
 * request between reads, and cancelling it leaves the connection alone (React Router's
 * `createReadableStreamFromReadable` pauses the request on every chunk no one reads, which
 * stalled the drain after an early answer, and destroys the socket on cancel). */
export function pulledBody(raw: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    pull: (controller) =>
      new Promise<void>((resolve) => {
        const settle = () => {
          raw.off('readable', settle).off('end', settle).off('error', settle).off('close', settle);
          const chunk = raw.read() as Buffer | null;
          if (chunk) controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          else if (raw.readableEnded || raw.complete) controller.close();
          else if (raw.destroyed) controller.error(new Error('the client went away'));
          else return void raw.once('readable', settle).once('end', settle).once('error', settle).once('close', settle);
          resolve();
        };
        settle();
      }),
  });
}

/** Reads what is left of `raw`'s body and drops it, from now on (the answer is not held back).
 * `closing`: the answer says `Connection: close` (Fastify's, after a body it refused). */
export function discardRest(raw: IncomingMessage, res: ServerResponse, maxBytes: number, closing: boolean): void {
  if (raw.complete || raw.readableEnded || raw.destroyed) return;
  const socket = raw.socket;
  answered.add(socket);
  if (closing) lingerOnClose(socket);
  raw.once('end', () => answered.delete(socket));
  raw.unpipe(); // from a parser that stopped reading (a file over its limit)
  raw.removeAllListeners('data');
  raw.removeAllListeners('readable');
  let seen = 0;
  raw.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > maxBytes) closeAfterAnswer(res, socket);
  });
  raw.on('error', () => undefined);
  raw.resume();
  if (Number(raw.headers['content-length']) > maxBytes) closeAfterAnswer(res, socket);
}

/** Once the answer is written: half-close, keep dropping what arrives for LINGER_MS, then close. */
function closeAfterAnswer(res: ServerResponse, socket: Socket): void {
  const linger = () => lingeringClose(socket);
  if (res.writableFinished) linger();
  else res.once('finish', linger).once('close', linger);
}

function lingeringClose(socket: Socket): void {
  if (socket.destroyed || socket.writableEnded) return;
  socket.end();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  socket.once('close', () => clearTimeout(timer));
}

/** For an answer sent with `Connection: close` while the body still arrives: Node would destroy
 * the socket right after the answer (`destroySoon`), and the kernel's reset can reach the client
 * before it has read the answer. The socket lingers instead. */
export function lingerOnClose(socket: Socket): void {
  socket.destroySoon = () => lingeringClose(socket);
}
