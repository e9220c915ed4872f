/** Ports and waiting, for tests that start real servers. */
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls until `ready` answers true (errors count as not yet), for at most `ms`. */
export async function waitFor(ready: () => Promise<boolean>, ms = 90_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (await ready().catch(() => false)) return;
    if (Date.now() > until) throw new Error('timed out waiting for a server');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
