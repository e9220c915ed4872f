/** npm run import -- FILE [--images ZIP] [--apply] [--skip-refused]
 * The seller page's import for the operator (issue 24 item 6): reads the sheet, prints the
 * preview; with --apply writes it in one transaction, refusing the whole file when any row is
 * refused unless --skip-refused. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { applyPlan } from '../server/services/catalog-import/apply.ts';
import { previewImport } from '../server/services/catalog-import/preview.ts';
import { HttpError } from '../server/services/shared/errors.ts';
import { pruneImages } from '../server/services/catalog/images.ts';
import { openShopDatabase } from './lib/shop-database.ts';

const args = process.argv.slice(2);
const file = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--images');
const zipFile = args[args.indexOf('--images') + 1];
if (!file) {
  console.error('İstifadə: npm run import -- <fayl.csv|fayl.xlsx> [--images şəkillər.zip] [--apply] [--skip-refused]');
  process.exit(2);
}
const database = await openShopDatabase({ migrate: false });
try {
  const zip = args.includes('--images') ? readFileSync(zipFile) : null;
  const { summary, plan, files } = await previewImport(database.db, readFileSync(file), zip);
  console.log(
    `Sətir: ${summary.rows}; əlavə: ${summary.added}; dəyişəcək: ${summary.changed}; dəyişməyəcək: ${summary.unchanged}; rədd: ${summary.refusedCount}`,
  );
  for (const c of summary.changes) {
    const diffs = c.diffs.map((d) => `${d.field}: ${d.from || '(boş)'} → ${d.to || '(boş)'}`).join('; ');
    console.log(`  sətir ${c.line} ${c.sku} (${c.name}): ${diffs}`);
  }
  for (const r of summary.refused) console.log(`  RƏDD sətir ${r.line} ${r.sku}: ${r.reason}`);
  if (args.includes('--apply')) {
    if (summary.refusedCount && !args.includes('--skip-refused')) {
      console.error('Rədd edilən sətirlər var: heç nə yazılmadı (--skip-refused ilə qalanlar yazılar).');
      process.exitCode = 1;
    } else {
      const result = await database.db.transaction((tx) =>
        applyPlan(tx, plan, {
          sellerId: null,
          note: `CLI: ${path.basename(file)}`,
          pictures: async (n) => files.get(n)!,
        }),
      );
      await pruneImages(database.db, result.replacedImages);
      console.log(`Tətbiq edildi: ${result.added} əlavə edildi, ${result.changed} dəyişdi.`);
    }
  }
} catch (error) {
  if (!(error instanceof HttpError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
