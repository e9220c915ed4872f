/** The shop's database as the operator commands reach it: the configured server, or the
 * embedded one under DATA_DIR, attached to while the shop itself runs it. */
import { readConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';

export function openShopDatabase(opts: { migrate?: boolean; as?: 'serving' | 'owner' } = {}) {
  const config = readConfig();
  return openDatabase({
    databaseUrl: config.databaseUrl,
    ownerUrl: config.databaseOwnerUrl,
    dataDir: config.dataDir,
    log: console,
    attach: true,
    ...opts,
  });
}
