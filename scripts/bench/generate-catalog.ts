/** A catalogue of any size for benchmarks (not the demo seed): products with
 * realistic Azerbaijani names over the six categories, a tenth out of stock,
 * spread over a year with some created in the same microsecond, with Rx,
 * withdrawal and pack-size families in a distributor's proportions
 * (vet-facts.ts) beside the searched facts; news (four
 * in five visible) and customers. Reusable: `generateCatalog(pool, sizes)`,
 * or from the shell:
 *   tsx scripts/bench/generate-catalog.ts postgres://... [products] [news] [users] */
import pg from 'pg';
import { CATEGORY_PATHS } from '../../domain/catalog/categories.ts';
import { SEARCH_RULES_VERSION } from '../../domain/search/search-spelling.ts';
import { fold } from '../../domain/search/search-folding.ts';
import { searchColumns, substanceSearchColumns } from '../../server/services/search/search-document.ts';
import { ean13, type SpeciesCode } from '../../domain/vet/vet.ts';
import { vetFacts } from './vet-facts.ts';
import { productNameRu } from './names-ru.ts';

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

/** Product `i`'s searched facts (issue 23): its drug as a substance (a second
 * one on every third product, one its name does not spell), a manufacturer,
 * the species its name is for, a unique SKU and barcode. */
export function searchedFacts(i: number) {
  const pick = <T>(list: readonly T[], n: number) => list[n % list.length];
  const makers = ['AqroVet', 'Anadolu Vet', 'EuroVet', 'Iberia Farma', 'Kavkaz Bio', 'Nordvet', 'Balkan Pharm'];
  const extra = ['Sorbitol', 'Betain', 'Karnitin', 'Klavulan turşusu', 'Oksiklozanid', 'Siankobalamin'];
  const species: SpeciesCode[][] = [['dog'], ['cat'], ['poultry'], ['cattle'], ['cattle'], ['sheep-goat']];
  return {
    substances: [pick(DRUGS, i), ...(i % 3 === 0 ? [pick(extra, i >> 3)] : [])],
    manufacturer: pick(makers, i >> 5),
    species: pick(species, i >> 6),
    sku: `BN-${i}`,
    barcode: ean13(`476${String(i).padStart(9, '0')}`),
  };
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
    const facts = rows.map(searchedFacts);
    const vet = rows.map((i) => vetFacts(i, ''));
    await pool.query(
      `insert into products (name, name_folded, description, category, in_stock, price_qepik, created_at, updated_at, search_doc, search_version,
         manufacturer, sku, barcode, species, rx, withdrawal_meat_days, withdrawal_milk_days, substance_keys, name_ru)
       select n, f, 'Sınaq kataloqu üçün yaradılmış məhsul.', c, s, p, t, t, d, $8, m, k, b, string_to_array(sp, ','),
         rx, wm, wk, string_to_array(sk, '|'), nr
       from unnest($1::text[], $2::text[], $3::text[], $4::boolean[], $5::int[], $6::timestamptz[], $7::text[],
         $9::text[], $10::text[], $11::text[], $12::text[], $13::boolean[], $14::smallint[], $15::smallint[], $16::text[],
         $17::text[])
         as u(n, f, c, s, p, t, d, m, k, b, sp, rx, wm, wk, sk, nr)`,
      [
        rows.map(productName),
        rows.map((i) => fold(productName(i))),
        rows.map((i) => CATEGORY_PATHS[i % CATEGORY_PATHS.length]),
        rows.map((i) => i % 10 !== 3),
        rows.map((i) => 150 + ((i * 7919) % 250_000)),
        rows.map((i) => createdAt(i, sizes.products)),
        rows.map((i, k) => searchColumns({ name: productName(i), nameRu: productNameRu(i), ...facts[k] }).searchDoc),
        SEARCH_RULES_VERSION,
        facts.map((f) => f.manufacturer),
        facts.map((f) => f.sku),
        facts.map((f) => f.barcode),
        facts.map((f) => f.species.join(',')),
        vet.map((v) => v.rx),
        vet.map((v) => v.meat),
        vet.map((v) => v.milk),
        // the filter's copy of the substance keys (decision 0054), as saveSubstances writes it
        facts.map((f) => f.substances.map(fold).join('|')),
        rows.map(productNameRu), // issue 36
      ],
    );
    // pack-size families: each member names its family's first product (found by SKU)
    const members = rows.filter((_, k) => vet[k].familyOf != null);
    await pool.query(
      `update products p set family_id = f.id from unnest($1::text[], $2::text[]) as u(sku, first)
       join products f on f.sku = u.first where p.sku = u.sku`,
      [members.map((i) => `BN-${i}`), members.map((i) => `BN-${vetFacts(i, '').familyOf}`)],
    );
    // substances by name (as saveSubstances shares them), then the batch's rows by SKU
    const pairs = facts.flatMap((f) => f.substances.map((name, position) => ({ sku: f.sku, name, position })));
    await pool.query(
      `insert into substances (name, name_folded, search_doc, search_version)
       select distinct on (f) n, f, d, $4 from unnest($1::text[], $2::text[], $3::text[]) as u(n, f, d)
       on conflict (name_folded) do nothing`,
      [
        pairs.map((r) => r.name),
        pairs.map((r) => fold(r.name)),
        pairs.map((r) => substanceSearchColumns(r.name).searchDoc),
        SEARCH_RULES_VERSION,
      ],
    );
    await pool.query(
      `insert into product_substances (product_id, substance_id, position)
       select p.id, s.id, u.pos from unnest($1::text[], $2::text[], $3::int[]) as u(sku, f, pos)
       join products p on p.sku = u.sku join substances s on s.name_folded = u.f`,
      [pairs.map((r) => r.sku), pairs.map((r) => fold(r.name)), pairs.map((r) => r.position)],
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
  // the facet groups' change rows folded, as the shop does within a minute (decision 0064)
  await pool.query('select compact_facet_groups()');
  // what autovacuum would do soon after: statistics, and the visibility map for index-only scans
  await pool.query('vacuum analyze products, substances, product_substances, news, users, facet_groups');
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
