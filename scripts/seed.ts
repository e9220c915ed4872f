/** npm run seed: fills an empty database with the demo catalogue and news.
 * Refuses to touch a catalogue that already has products. */
import { readConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { seedDemo } from '../server/db/seed.ts';

const config = readConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  log: console,
  attach: true,
});
const counts = await seedDemo(database.db);
await database.close();
console.log(
  counts.products
    ? `Demo məlumatları yükləndi: ${counts.products} məhsul, ${counts.news} xəbər.`
    : 'Verilənlər bazasında artıq məhsul var: demo məlumatları yüklənmədi.',
);
