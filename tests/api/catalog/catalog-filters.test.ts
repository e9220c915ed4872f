/** The catalogue's veterinary filters and facet counts (decision 0043),
 * checked against a brute-force count over the same products in JavaScript. */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FACET_NAMES,
  NO_FILTERS,
  filterParams,
  type CatalogFilters,
  type FacetName,
} from '../../../domain/catalog/catalog-filters.ts';
import type { Product } from '../../../domain/shared/types.ts';
import { SPECIES_CODES, type SpeciesCode } from '../../../domain/vet/vet.ts';
import { addProduct } from '../../../server/services/catalog/product-writes.ts';
import { useTestApp } from '../../helpers/app.ts';
import { bruteFacet as bruteFacetOf, matches } from '../../helpers/brute-facets.ts';

const t = useTestApp();
const SUBSTANCES = ['Albendazol', 'İvermektin', 'Amoksisillin', 'Oksitetrasiklin', 'Meloksikam'];
const KEYS = ['albendazol', 'ivermektin', 'amoksisillin', 'oksitetrasiklin', 'meloksikam'];
const MAKERS = ['Invesa', 'Interchemie', 'Alke'];
let all: Product[] = [];

/** A small deterministic random source, so a failure can be replayed. */
function rng(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

beforeAll(async () => {
  const r = rng(22);
  const pick = <T>(list: readonly T[], p: number) => list.filter(() => r() < p);
  const days = () => {
    const x = r();
    return x < 0.3 ? null : x < 0.55 ? 0 : x < 0.7 ? ('not-for-food' as const) : Math.floor(r() * 30);
  };
  for (let i = 0; i < 60; i++) {
    await addProduct(
      t.db,
      {
        name: `Məhsul ${i}`,
        description: '',
        category: i % 2 ? 'Həblər' : 'Inyeksiyalar',
        offerPrice: 1,
        species: pick(SPECIES_CODES, 0.2) as SpeciesCode[],
        substances: pick(SUBSTANCES, 0.25).map((name) => ({ name, strength: '1%' })),
        manufacturer: r() < 0.8 ? MAKERS[Math.floor(r() * MAKERS.length)] : null,
        rx: r() < 0.4,
        withdrawalMeat: days(),
        withdrawalMilk: days(),
      },
      [],
    );
  }
  all = (await t.get('/api/product/list')).body.products;
  expect(all).toHaveLength(60);
});

const bruteFacet = (f: CatalogFilters, name: FacetName, value: string, category?: string) =>
  bruteFacetOf(all, f, name, value, category);

const filtersArb = fc.record({
  species: fc.subarray([...SPECIES_CODES], { maxLength: 3 }),
  substances: fc.subarray(KEYS, { maxLength: 2 }),
  manufacturers: fc.subarray(MAKERS, { maxLength: 2 }),
  prescription: fc.subarray(['rx', 'otc'] as ('rx' | 'otc')[]),
  noWithdrawal: fc.subarray(['meat', 'milk'] as ('meat' | 'milk')[]),
}) as fc.Arbitrary<CatalogFilters>;

describe('filters and facet counts', () => {
  it('list exactly the products a brute-force filter finds, with counts a brute-force count gives', async () => {
    await fc.assert(
      fc.asyncProperty(filtersArb, fc.boolean(), async (f, inCategory) => {
        const category = inCategory ? 'Həblər' : undefined;
        const query = new URLSearchParams(filterParams(f)).toString();
        const url = `/api/product/list${query ? `?${query}` : ''}`;
        const res = category
          ? null // category pages go through the service; the API list has no category parameter
          : await t.get(url);
        const expected = all.filter((p) => matches(p, f, undefined, category)).map((p) => p._id);
        if (res) {
          expect(res.status).toBe(200);
          expect(res.body.products.map((p: Product) => p._id).sort()).toEqual([...expected].sort());
          expect(res.body.total).toBe(expected.length);
          for (const name of FACET_NAMES)
            for (const v of res.body.facets[name])
              expect(v.count, `${name}=${v.value} given ${query}`).toBe(bruteFacet(f, name, v.value));
          // every value some product would match is offered
          const offered = new Set(res.body.facets.species.map((v: { value: string }) => v.value));
          for (const code of SPECIES_CODES)
            if (bruteFacet(f, 'species', code) > 0) expect(offered.has(code), code).toBe(true);
        } else {
          const { catalogFacets, pageProducts } = await import('../../../server/services/catalog/catalog.ts');
          const page = await pageProducts(t.db, { category, filters: f }, { limit: 100 });
          expect(page.items.map((p) => p._id).sort()).toEqual([...expected].sort());
          const facets = await catalogFacets(t.db, { category, filters: f });
          for (const name of FACET_NAMES)
            for (const v of facets[name]) expect(v.count).toBe(bruteFacet(f, name, v.value, category));
        }
      }),
      { numRuns: 60, seed: 22 },
    );
  });

  it('keeps keyset paging under filters: the pages together are the filtered list, once each', async () => {
    const f: CatalogFilters = { ...NO_FILTERS, prescription: ['otc'] };
    const expected = all.filter((p) => matches(p, f)).map((p) => p._id);
    expect(expected.length).toBeGreaterThan(6);
    const seen: string[] = [];
    let after = '';
    for (let i = 0; i < 20; i++) {
      const res = await t.get(`/api/product/list?rx=otc&limit=5${after ? `&after=${after}` : ''}`);
      seen.push(...res.body.products.map((p: Product) => p._id));
      if (i === 0) expect(res.body.facets).toBeDefined();
      else expect(res.body.facets).toBeUndefined();
      if (!res.body.next) break;
      after = res.body.next;
    }
    expect(seen).toEqual(expected);
  });

  it('ignores unknown filter values instead of failing (an old link still opens)', async () => {
    const res = await t.get('/api/product/list?species=dragon&rx=maybe&withdrawal=eggs');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(60);
  });
});
