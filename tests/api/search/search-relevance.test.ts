/** The search's test set on the demo catalogue (issue 23): each query must
 * find its product among the first five of the storefront's search (in-stock
 * products, best first); the summary prints how many find it first. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProducts } from '../../../server/db/demo-data.ts';
import { addProduct } from '../../../server/services/catalog/product-writes.ts';
import { searchProducts } from '../../../server/services/search/search.ts';
import { useTestApp } from '../../helpers/app.ts';
import { PARTIAL_CODES, SEARCH_CASES } from './search-queries.ts';
import { demoFacts } from '../../../server/db/demo-vet-facts.ts';
import { demoVetFields } from '../../../server/db/seed.ts';

const t = useTestApp();
const places = new Map<string, number>();

beforeAll(async () => {
  // with the veterinary facts the demo seed gives them (substances, manufacturer, species, codes)
  for (const [index, p] of demoProducts.entries()) {
    const facts = demoFacts[p.name];
    await addProduct(t.db, { ...p, ...(facts ? demoVetFields(index, facts) : {}) }, []);
  }
});

afterAll(() => {
  const first = [...places.values()].filter((place) => place === 1).length;
  const top5 = [...places.values()].filter((place) => place >= 1 && place <= 5).length;
  console.log(
    `search test set: ${first} of ${SEARCH_CASES.length} first (${((first / SEARCH_CASES.length) * 100).toFixed(0)} %), ${top5} in the top 5`,
  );
  for (const [query, place] of places)
    if (place !== 1) console.log(`  ${JSON.stringify(query)}: place ${place || '—'}`);
});

describe('the search test set', () => {
  it('names products that are on the demo shelf and in stock', () => {
    for (const c of SEARCH_CASES) expect(demoProducts.find((p) => p.name === c.finds)?.inStock, c.finds).toBe(true);
    expect(SEARCH_CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(SEARCH_CASES)('$kind: "$query" finds $finds in the top 5', async ({ query, finds }) => {
    const page = await searchProducts(t.db, { search: query, inStock: true }, 1, 24);
    const place = page.items.findIndex((p) => p.name === finds) + 1;
    places.set(query, place);
    expect(page.items.slice(0, 5).map((p) => p.name)).toContain(finds);
  });

  it.each(PARTIAL_CODES)('a part of a code, "%s", finds nothing', async (query) => {
    const page = await searchProducts(t.db, { search: query, inStock: true }, 1, 24);
    expect(page.items.map((p) => p.name)).toEqual([]);
  });
});
