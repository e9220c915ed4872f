/** A catalogue of any size for benchmarks (not the demo seed): products with
 * realistic Azerbaijani names over the six categories, a tenth out of stock,
 * spread over a year with some created in the same microsecond; news (four
 * in five visible) and customers. Reusable: `generateCatalog(pool, sizes)`,
 * or from the shell:
 *   tsx scripts/bench/generate-catalog.ts postgres://... [products] [news] [users] */
import pg from 'pg';
import { CATEGORY_PATHS } from '../../domain/categories.ts';
import { SEARCH_RULES_VERSION } from '../../domain/search-text.ts';
import { fold } from '../../domain/search-folding.ts';
import { searchColumns } from '../../server/services/search-document.ts';

const DRUGS = [
  'Albendazol',
  'İvermektin',
  'Amoksisillin',
  'Enrofloksasin',
  'Meloksikam',
  'Fenbendazol',
  'Toltrazuril',
  'Tilozin',
  'Xlorheksidin',
  'Povidon-yod',
  'Vitamin AD3E',
  'Kalsium + D3',
  'Multivitamin',
  'Elektrolit',
  'Oksitetrasiklin',
  'Levamizol',
  'Prazikvantel',
  'Butafosfan',
  'Amprolium',
  'Pirantel',
];
const FORMS = ['həbləri', 'inyeksiya', 'suspenziyası', 'tozu', 'məhlulu', 'spreyi', 'şampunu', 'damcıları'];
const SIZES = ['10 ml', '50 ml', '100 ml', '250 ml', '1 litr', '100 q', '500 q', '1 kq', '20 ədəd'];
const FOR = ['itlər üçün', 'pişiklər üçün', 'quşlar üçün', 'buzovlar üçün', 'iribuynuzlu heyvanlar', 'qoyunlar üçün'];
const BATCH = 5_000;

export type CatalogSizes = { products: number; news?: number; users?: number };

/** Product `i`'s name: the same i gives the same name in every run. */
export function productName(i: number): string {
  const pick = <T>(list: T[], n: number) => list[n % list.length];
  return `${pick(DRUGS, i)} ${pick(FORMS, i >> 2)} ${pick(SIZES, i >> 4)} (${pick(FOR, i >> 6)}) №${i}`;
}

async function insertBatches(pool: pg.Pool, total: number, insert: (from: number, to: number) => Promise<unknown>) {
  for (let from = 0; from < total; from += BATCH) await insert(from, Math.min(total, from + BATCH));
}

export async function generateCatalog(pool: pg.Pool, sizes: CatalogSizes): Promise<void> {
  const yearMs = 365 * 24 * 3600 * 1000;
  const now = Date.now();
  // every 50th product shares its creation time with the one before: ties are paged by id
  const createdAt = (i: number, total: number) => {
    const j = i % 50 === 1 ? i - 1 : i;
    return new Date(now - Math.floor(((total - j) / total) * yearMs)).toISOString();
  };
  await insertBatches(pool, sizes.products, async (from, to) => {
    const rows = Array.from({ length: to - from }, (_, k) => from + k);
    await pool.query(
      `insert into products (name, name_folded, description, category, in_stock, price_qepik, created_at, updated_at, search_doc, search_version)
       select n, f, 'Sınaq kataloqu üçün yaradılmış məhsul.', c, s, p, t, t, d, $8
       from unnest($1::text[], $2::text[], $3::text[], $4::boolean[], $5::int[], $6::timestamptz[], $7::text[]) as u(n, f, c, s, p, t, d)`,
      [
        rows.map(productName),
        rows.map((i) => fold(productName(i))),
        rows.map((i) => CATEGORY_PATHS[i % CATEGORY_PATHS.length]),
        rows.map((i) => i % 10 !== 3),
        rows.map((i) => 150 + ((i * 7919) % 250_000)),
        rows.map((i) => createdAt(i, sizes.products)),
        rows.map((i) => searchColumns({ name: productName(i) }).searchDoc),
        SEARCH_RULES_VERSION,
      ],
    );
  });
  const news = sizes.news ?? 0;
  if (news) {
    await pool.query(
      `insert into news (title, description, seen, created_at)
       select 'Xəbər ' || i || ': yeni peyvənd partiyası', 'Sınaq xəbəri.', i % 5 <> 0, now() - (i * interval '3 hours')
       from generate_series(1, $1::int) as i`,
      [news],
    );
  }
  const users = sizes.users ?? 0;
  if (users) {
    await pool.query(
      `insert into users (name, email, password_hash, created_at)
       select 'Müştəri ' || i, 'musteri-' || i || '@sinaq.az', 'not-a-real-hash', now() - (i * interval '20 minutes')
       from generate_series(1, $1::int) as i`,
      [users],
    );
  }
  // what autovacuum would do soon after: statistics, and the visibility map for index-only scans
  await pool.query('vacuum analyze products, news, users');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, products = '100000', news = '2000', users = '20000'] = process.argv.slice(2);
  if (!url) throw new Error('usage: tsx scripts/bench/generate-catalog.ts postgres://... [products] [news] [users]');
  const pool = new pg.Pool({ connectionString: url });
  const started = performance.now();
  await generateCatalog(pool, { products: Number(products), news: Number(news), users: Number(users) });
  console.log(
    `${products} products, ${news} news, ${users} customers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await pool.end();
}
