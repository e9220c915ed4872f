/** npm run export -- FILE(.csv|.xlsx)
 * The whole catalogue in the import's columns (issue 24 items 5–6), CSV by default. */
import { createWriteStream, renameSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { exportCatalog } from '../server/services/catalog-import/export.ts';
import { openShopDatabase } from './lib/shop-database.ts';

const file = process.argv[2];
if (!file) {
  console.error('İstifadə: npm run export -- <fayl.csv|fayl.xlsx>');
  process.exit(2);
}
const database = await openShopDatabase({ migrate: false });
try {
  const partial = `${file}.partial`;
  await pipeline(
    exportCatalog(database.db, { format: file.endsWith('.xlsx') ? 'xlsx' : 'csv' }),
    createWriteStream(partial),
  );
  renameSync(partial, file);
  console.log(`Kataloq yazıldı: ${file}`);
} finally {
  await database.close();
}
