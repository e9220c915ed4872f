/** npm run restore -- FILE [--force]
 * npm run restore -- --newest [--force]: the newest scheduled backup of BACKUP_DIR (decision 0135;
 * a failed one is named .failed and never chosen).
 * Loads a backup of `npm run backup` into an empty data folder (DATA_DIR) or
 * an empty database (DATABASE_URL), migrating it first. A database that holds
 * any row is refused unless --force, which replaces its contents. Stop the
 * shop on that data first: the embedded server of a running shop is refused. */
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { slotOfFile } from '../domain/running/backups.ts';
import { createGunzip } from 'node:zlib';
import { readConfig } from '../server/config.ts';
import { RestoreRefused, restoreBackup } from '../server/db/backup.ts';
import { openDatabase } from '../server/db/client.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const config = readConfig();
const file = args.includes('--newest') ? newestBackup() : args.find((a) => a !== '--force');
if (!file) {
  console.error('İstifadə: npm run restore -- <fayl> [--force]  və ya  npm run restore -- --newest [--force]');
  process.exit(2);
}
console.log(`Bərpa olunur: ${file}`);

function newestBackup(): string | undefined {
  const dir = config.backupDir;
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => slotOfFile(name)) : [];
  const newest = names.sort().at(-1);
  if (!newest) console.error(`${dir} qovluğunda ehtiyat nüsxə yoxdur`);
  return newest && path.join(dir, newest);
}
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
