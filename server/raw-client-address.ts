/** The client's address and URL of a raw request (before Fastify makes its request), read as
 * Fastify's `request.ip`, `request.protocol` and `request.host` read them behind TRUST_PROXY,
 * at the cost a kept answer can carry (decision 0162): whether the peer is a trusted proxy is
 * decided once per connection (proxy-addr parsed its address on every request, twice), and a
 * single X-Forwarded-For entry, what nginx sends, is the address proxy-addr would give, without
 * parsing it (proxy-addr never checks the last entry). Anything longer goes to proxy-addr. */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

const TRUSTED = Symbol('vetshop.trustedPeer');
type Marked = Socket & { [TRUSTED]?: boolean };

/** Is the connection's peer a proxy the shop trusts? Decided once per connection: parsing the
 * peer's address (ipaddr's patterns) on every request was a measurable part of a kept answer. */
export function trustedPeer(trust: ((address: string, i: number) => boolean) | undefined, socket: Socket): boolean {
  const marked = socket as Marked;
  return (marked[TRUSTED] ??= trust !== undefined && trust(socket.remoteAddress ?? '', 0));
}

const lastEntry = (value: string) => value.slice(value.lastIndexOf(',') + 1).trim();

export function rawAddressReader(trustProxy: string[] | false) {
  const trust = trustProxy ? proxyAddr.compile(trustProxy) : undefined;

  const proxied = (socket: Socket) => trustedPeer(trust, socket);

  /** `request.ip`. */
  function ipOf(req: IncomingMessage): string {
    const peer = req.socket.remoteAddress ?? '';
    if (!proxied(req.socket)) return peer;
    const forwarded = req.headers['x-forwarded-for'];
    if (typeof forwarded !== 'string') return peer;
    if (!forwarded.includes(',')) return forwarded.trim() || peer;
    return proxyAddr.all(req, trust!).at(-1) ?? peer;
  }

  /** The URL as `request.protocol`, `request.host` and `request.url` make it. */
  function urlOf(req: IncomingMessage): string {
    const { headers, socket } = req;
    const viaProxy = proxied(socket);
    const proto = headers['x-forwarded-proto'];
    const host = headers['x-forwarded-host'];
    const protocol =
      viaProxy && typeof proto === 'string' && proto
        ? lastEntry(proto)
        : (socket as { encrypted?: boolean }).encrypted
          ? 'https'
          : 'http';
    return `${protocol}://${viaProxy && typeof host === 'string' && host ? lastEntry(host) : (headers.host ?? '')}${req.url}`;
  }

  return { ipOf, urlOf };
}
