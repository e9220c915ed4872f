/** Ports and waiting, for tests that start real servers. */
export { freePort } from '../../server/db/embedded-postgres.ts';

/** Polls until `ready` answers true (errors count as not yet), for at most `ms`. */
export async function waitFor(ready: () => Promise<boolean>, ms = 90_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (await ready().catch(() => false)) return;
    if (Date.now() > until) throw new Error('timed out waiting for a server');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
