/** npm run seed: fills an empty database with the demo catalogue and news.
 * Refuses to touch a catalogue that already has products. */
import { openShopDatabase } from './lib/shop-database.ts';
import { seedDemo } from '../server/db/seed.ts';

const database = await openShopDatabase();
const counts = await seedDemo(database.db);
await database.close();
console.log(
  counts.products
    ? `Demo məlumatları yükləndi: ${counts.products} məhsul, ${counts.news} xəbər.`
    : 'Verilənlər bazasında artıq məhsul var: demo məlumatları yüklənmədi.',
);
