/** Opens and prepares the database for a start: migrations, the first
 * seller, and demo data for a new embedded database (DESIGN §3, §6). */
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { seedDemo } from './db/seed.ts';
import { deleteExpiredSessions } from './auth/sessions.ts';
import { ensureFirstSeller } from './services/accounts.ts';

export async function prepareDatabase(config: Config, log: (line: string) => void = console.log): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await deleteExpiredSessions(database.db); // expired rows are refused anyway; this keeps the table small
  const seller = await ensureFirstSeller(database.db, { email: config.sellerEmail, password: config.sellerPassword });
  if (seller?.generatedPassword) {
    log(`\n  Satıcı hesabı yaradıldı: ${seller.email}\n  Şifrə (yalnız bir dəfə göstərilir): ${seller.generatedPassword}\n`);
  } else if (seller) {
    log(`Satıcı hesabı yaradıldı: ${seller.email}`);
  }
  const shouldSeed = config.seedDemo ?? (database.isNew && database.kind === 'pglite');
  if (shouldSeed) {
    const counts = await seedDemo(database.db);
    log(`Demo məlumatları yükləndi: ${counts.products} məhsul, ${counts.news} xəbər.`);
  }
  return database;
}
