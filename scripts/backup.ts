/** npm run backup -- FILE
 * Writes one consistent snapshot of every row and every image to FILE (gzip'd
 * JSON lines, see server/db/backup.ts) while the shop keeps serving: on the
 * embedded database it attaches to the running shop's server (or starts it);
 * with DATABASE_URL it reads that server. */
import { createWriteStream, renameSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import { createGzip } from 'node:zlib';
import { writeBackup } from '../server/db/backup.ts';
import { openShopDatabase } from './lib/shop-database.ts';

const file = process.argv[2];
if (!file) {
  console.error('İstifadə: npm run backup -- <fayl>');
  process.exit(2);
}
const database = await openShopDatabase({ migrate: false, as: 'owner' });
const partial = `${file}.partial`; // a backup that fails halfway never looks complete
try {
  const lines = new PassThrough();
  const written = pipeline(lines, createGzip(), createWriteStream(partial));
  const counts = await writeBackup(database.pool, lines);
  lines.end();
  await written;
  renameSync(partial, file);
  console.log(
    `Ehtiyat nüsxə yazıldı: ${file} (${Object.entries(counts)
      .map(([t, n]) => `${t} ${n}`)
      .join(', ')})`,
  );
} finally {
  await database.close();
}
