/** npm run restore -- FILE [--force]
 * Loads a backup of `npm run backup` into an empty data folder (DATA_DIR) or
 * an empty database (DATABASE_URL), migrating it first. A database that holds
 * any row is refused unless --force, which replaces its contents. Stop the
 * shop on that data first: the embedded server of a running shop is refused. */
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { readConfig } from '../server/config.ts';
import { RestoreRefused, restoreBackup } from '../server/db/backup.ts';
import { openDatabase } from '../server/db/client.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((a) => a !== '--force');
if (!file) {
  console.error('İstifadə: npm run restore -- <fayl> [--force]');
  process.exit(2);
}
const config = readConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  ownerUrl: config.databaseOwnerUrl,
  dataDir: config.dataDir,
  log: console,
  as: 'owner', // a restore empties the append-only tables: the owner's work (decision 0126)
});
try {
  const counts = await restoreBackup(database.pool, createReadStream(file).pipe(createGunzip()), { force });
  console.log(
    `Bərpa olundu: ${Object.entries(counts)
      .map(([t, n]) => `${t} ${n}`)
      .join(', ')}`,
  );
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error;
  console.error(`Bərpa edilmədi: ${error.message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
