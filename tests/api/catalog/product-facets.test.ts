/** The facet counts read facet_groups, kept by triggers on products (decision 0064): after
 * each kind of write — a stock change to 0, a seller's edit of species and substances, an
 * import, a delete — and after the groups' change rows are folded, the storefront's counts
 * and totals still equal a brute-force count over the products as the API answers them. */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FACET_NAMES, NO_FILTERS, type CatalogFilters } from '../../../domain/catalog/catalog-filters.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import type { Product } from '../../../domain/shared/types.ts';
import { catalogFacets, countProducts } from '../../../server/services/catalog/catalog.ts';
import { compactFacetGroups } from '../../../server/services/catalog/facet-groups.ts';
import { changeStock } from '../../../server/services/stock/stock.ts';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../helpers/app.ts';
import { bruteFacet, matches } from '../../helpers/brute-facets.ts';
import { csv, parseCsv, setCell } from '../../helpers/catalog-sheet.ts';

const { SHEET_HEADERS: H } = textsIn('az');

const t = useTestApp();
let seller = '';
const ids: Record<string, string> = {};

const add = async (fields: Record<string, string>) => {
  const res = await t.upload(
    'POST',
    '/api/product/add-product',
    { category: 'Həblər', offerPrice: '5', ...fields },
    [],
    seller,
  );
  expect(res.status).toBe(201);
  return res.body.product as Product;
};

beforeAll(async () => {
  seller = await t.loginSeller();
  const ivermektin = JSON.stringify([{ name: 'İvermektin', strength: '1%' }]);
  const albendazol = JSON.stringify([{ name: 'Albendazol', strength: '10%' }]);
  ids.last = (
    await add({ name: 'Son qutu', sku: 'F-LAST', species: 'cattle', substances: ivermektin, trackStock: 'true' })
  )._id;
  ids.edited = (await add({ name: 'Dəyişən', sku: 'F-EDIT', species: 'dog', substances: albendazol }))._id;
  ids.gone = (
    await add({ name: 'Silinən', sku: 'F-GONE', species: 'cattle,sheep-goat', substances: albendazol, rx: 'true' })
  )._id;
  await add({ name: 'Qalan', sku: 'F-STAY', species: 'sheep-goat', substances: ivermektin, withdrawalMeat: '0' });
  const one = await t.post(`/api/stock/${ids.last}/correction`, { mode: 'set', value: 1, note: 'gəldi' }, seller);
  expect(one.status).toBe(200);
});

const FILTER_SETS: CatalogFilters[] = [
  NO_FILTERS,
  { ...NO_FILTERS, species: ['cattle'] },
  { ...NO_FILTERS, substances: ['ivermektin'] },
  { ...NO_FILTERS, species: ['cattle', 'dog'], substances: ['albendazol'] },
  { ...NO_FILTERS, prescription: ['otc'], noWithdrawal: ['meat'] },
];

/** The storefront's counts (in stock only) and the API's (every product) against brute force. */
async function expectTrueCounts(): Promise<Product[]> {
  const all: Product[] = (await t.get('/api/product/list?limit=100')).body.products;
  const inStock = all.filter((p) => p.inStock);
  for (const f of FILTER_SETS)
    for (const [products, facets] of [
      [inStock, await catalogFacets(t.db, { inStock: true, filters: f })],
      [all, await catalogFacets(t.db, { filters: f })],
    ] as const)
      for (const name of FACET_NAMES) {
        expect(await countProducts(t.db, { inStock: true, filters: f })).toBe(
          inStock.filter((p) => matches(p, f)).length,
        );
        const shown = new Map(facets[name].map((v) => [v.value, v.count]));
        for (const [value, n] of shown)
          expect(n, `${name}=${value} given ${JSON.stringify(f)}`).toBe(bruteFacet(products, f, name, value));
        // and nothing a product would match is missing
        const values = name === 'species' ? products.flatMap((p) => p.species) : [];
        for (const v of values) if (bruteFacet(products, f, name, v) > 0) expect(shown.has(v), v).toBe(true);
      }
  return all;
}

const speciesCount = async (code: string, inStock = true) =>
  (await catalogFacets(t.db, { inStock, filters: NO_FILTERS })).species.find((s) => s.value === code)?.count ?? 0;
const substanceCount = async (key: string) =>
  (await catalogFacets(t.db, { inStock: true, filters: NO_FILTERS })).substances.find((s) => s.value === key)?.count ??
  0;

describe('facet counts after every kind of write', () => {
  it('a stock change to 0 takes the product out of the in-stock counts, and back at 1', async () => {
    await expectTrueCounts();
    expect(await speciesCount('cattle')).toBe(2);
    const zero = await t.post(`/api/stock/${ids.last}/correction`, { mode: 'set', value: 0, note: 'satıldı' }, seller);
    expect(zero.status).toBe(200);
    expect(await speciesCount('cattle')).toBe(1);
    expect(await speciesCount('cattle', false)).toBe(1); // the out-of-stock side gained it
    await expectTrueCounts();
    await t.post(`/api/stock/${ids.last}/correction`, { mode: 'add', value: 1, note: 'qaytarıldı' }, seller);
    expect(await speciesCount('cattle')).toBe(2);
    await expectTrueCounts();
  });

  it("a seller's edit of species and substances moves the product between values", async () => {
    const res = await t.upload(
      'PUT',
      `/api/product/${ids.edited}`,
      {
        name: 'Dəyişən',
        category: 'Həblər',
        species: 'cat,poultry',
        substances: JSON.stringify([{ name: 'Amprolium', strength: '20%' }]),
      },
      [],
      seller,
    );
    expect(res.status).toBe(200);
    expect(await speciesCount('dog')).toBe(0);
    expect(await speciesCount('poultry')).toBe(1);
    expect(await substanceCount('amprolium')).toBe(1);
    expect(await substanceCount('albendazol')).toBe(1); // only the rx one is left
    await expectTrueCounts();
  });

  it('an import that changes species, substances and stock', async () => {
    const exported = await t.app.inject({ url: '/api/catalog/export?format=csv', headers: { cookie: seller } });
    const table = parseCsv(exported.body);
    setCell(table, 'F-STAY', H.species, 'At');
    setCell(table, 'F-STAY', H.substances, 'Albendazol (5%)');
    setCell(table, 'F-LAST', H.quantity, '0');
    const id = randomUUID();
    const sheet = { field: 'sheet', filename: 'kataloq.csv', contentType: 'text/csv', data: Buffer.from(csv(table)) };
    const preview = await t.upload('POST', `/api/catalog/import?id=${id}`, {}, [sheet], seller);
    expect(preview.body.import.summary).toMatchObject({ changed: 2, refusedCount: 0 });
    const applied = await t.call('POST', `/api/catalog/import/${id}/apply`, {
      json: { allOrNothing: true },
      cookie: seller,
    });
    expect(applied.status).toBe(200);
    expect(await speciesCount('horse')).toBe(1);
    expect(await speciesCount('sheep-goat')).toBe(1); // the rx product alone
    expect(await speciesCount('cattle')).toBe(1); // F-LAST went to 0
    expect(await substanceCount('ivermektin')).toBe(0);
    await expectTrueCounts();
  });

  it('a delete drops the product from every count', async () => {
    expect((await t.del(`/api/product/${ids.gone}`, seller)).status).toBe(200);
    const all = await expectTrueCounts();
    expect(all.map((p) => p._id)).not.toContain(ids.gone);
    const facets = await catalogFacets(t.db, { filters: NO_FILTERS });
    expect(facets.prescription.find((v) => v.value === 'rx')?.count).toBe(0);
    expect(await speciesCount('sheep-goat')).toBe(0);
  });

  it('folding the change rows keeps every count, one row a group, and a second fold finds nothing', async () => {
    const rows = async () =>
      (
        await t.database.pool.query<{ n: number; groups: number; changes: number }>(
          `select count(*)::int as n, count(distinct (category, available, species, substance_keys, manufacturer, rx,
             no_meat_withdrawal, no_milk_withdrawal))::int as groups, count(*) filter (where not compacted)::int as changes
           from facet_groups`,
        )
      ).rows[0];
    expect((await rows()).changes).toBeGreaterThan(0); // the writes above added change rows
    const kept = await compactFacetGroups(t.db);
    const after = await rows();
    expect(after).toEqual({ n: kept, groups: kept, changes: 0 });
    expect(await compactFacetGroups(t.db)).toBe(0);
    await expectTrueCounts();
  });

  it('two orders emptying products of the same two groups in opposite order both go through (no lock between them)', async () => {
    const product = async (sku: string, species: string) => {
      const p = await add({ name: sku, sku, category: 'Digər', species, trackStock: 'true' });
      await t.post(`/api/stock/${p._id}/correction`, { mode: 'set', value: 1, note: 'gəldi' }, seller);
      return p._id;
    };
    // A and B share a group, C and D another
    const [a, b, c, d] = [
      await product('G-A', 'rabbit'),
      await product('G-B', 'rabbit'),
      await product('G-C', 'bee'),
      await product('G-D', 'bee'),
    ];
    const take = (first: string, second: string) =>
      t.db.transaction(async (tx) => {
        expect((await changeStock(tx, { productId: first, delta: -1, reason: 'correction' })).ok).toBe(true);
        await tx.execute(sql`select pg_sleep(0.3)`); // the other order takes its first product meanwhile
        expect((await changeStock(tx, { productId: second, delta: -1, reason: 'correction' })).ok).toBe(true);
      });
    await Promise.all([take(a, c), take(d, b)]);
    expect(await speciesCount('rabbit')).toBe(0);
    expect(await speciesCount('bee', false)).toBe(2);
    await expectTrueCounts();
  });
});
