/** Opens and prepares the database for a start: migrations, the first
 * seller, and demo data for a new embedded database (docs/architecture.md §Data, §Configuration). */
import { execFile as execFileCb } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { deleteExpiredSessions } from './auth/sessions.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { lineLog, type Logger } from './logger.ts';
import { ensureFirstSeller } from './services/accounts/accounts.ts';
import { refreshSearchDocs } from './services/search/search.ts';

const execFile = promisify(execFileCb);

/** server/db/seed-worker.ts, or its bundle beside build/node/main.js. */
async function seedInChildProcess(url: string): Promise<{ products: number; news: number }> {
  const here = fileURLToPath(import.meta.url);
  const [worker, execArgv] = here.endsWith('.ts')
    ? [path.join(path.dirname(here), 'db', 'seed-worker.ts'), ['--import', 'tsx']]
    : [path.join(path.dirname(here), 'seed-worker.js'), []];
  const { stdout } = await execFile(process.execPath, [...execArgv, worker], {
    env: { ...process.env, SEED_DATABASE_URL: url },
  });
  return JSON.parse(stdout) as { products: number; news: number };
}

/** `firstSeller`: the seller account made now, with its password when the shop chose it (printed
 * once by server/start-banner.ts, never logged). */
export async function prepareDatabase(
  config: Config,
  logger: Logger,
): Promise<Database & { firstSeller?: { email: string; generatedPassword?: string } }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    ownerUrl: config.databaseOwnerUrl,
    dataDir: config.dataDir,
    log: lineLog(logger),
  });
  await deleteExpiredSessions(database.db); // expired rows are refused anyway; this keeps the table small
  const rebuilt = await refreshSearchDocs(database.db); // rows written before the search's current rules
  if (rebuilt) logger.info(`Axtarış sənədləri yeniləndi: ${rebuilt} məhsul.`);
  const seller = await ensureFirstSeller(database.db, { email: config.sellerEmail, password: config.sellerPassword });
  if (seller) logger.info(`Satıcı hesabı yaradıldı: ${seller.email}`); // its password never reaches the log
  const shouldSeed = config.seedDemo ?? (database.isNew && database.kind === 'embedded');
  if (shouldSeed) {
    const counts = await seedInChildProcess(database.url);
    logger.info(`Demo məlumatları yükləndi: ${counts.products} məhsul, ${counts.news} xəbər.`);
  }
  return { ...database, firstSeller: seller ?? undefined };
}
