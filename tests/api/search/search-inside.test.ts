/** A word inside a name's word (issue 32, decision 0086): the spec's "case-insensitive substring
 * of the name". "vitamin" finds "Multivitamin …", ranked after the names where it is a whole
 * word or a word's start; the header's suggestions, the facet counts and the seller's list find
 * the same products; short words, codes and typos keep their rules. */
import { beforeAll, describe, expect, it } from 'vitest';
import { suggestResponse } from '../../../app/lib/search/search-suggest.server.ts';
import { NO_FILTERS } from '../../../domain/catalog/catalog-filters.ts';
import { catalogFacets, pageProducts } from '../../../server/services/catalog/catalog.ts';
import { createServices } from '../../../server/services/index.ts';
import { searchProducts } from '../../../server/services/search/search.ts';
import { useTestApp } from '../../helpers/app.ts';

const t = useTestApp();
const found = async (search: string) =>
  (await searchProducts(t.db, { search, inStock: true }, 1, 24)).items.map((p) => p.name);

const NAMES = [
  'Multivitamin tozu 1 kq (quşlar üçün)',
  'İçməli su üçün multivitamin məhlulu 1 litr',
  'Vitamin AD3E inyeksiya 100 ml',
  'Kalsium + D3 vitaminli həblər (bala itlər üçün)',
  'Polivitamin damcıları 30 ml',
  'Antiparazitar şampun 250 ml (itlər üçün)',
  'Dezinfeksiyaedici məhlul 5 litr',
  'Amoksisillin 15% inyeksiya 100 ml',
];

describe('a word inside a name', () => {
  beforeAll(async () => {
    for (const name of NAMES) await t.createProduct({ name });
  });

  it('"vitamin" finds the compound names after the whole word and the word start', async () => {
    const names = await found('vitamin');
    expect(names.slice(0, 2)).toEqual([
      'Vitamin AD3E inyeksiya 100 ml',
      'Kalsium + D3 vitaminli həblər (bala itlər üçün)',
    ]);
    expect(names.slice(2).sort()).toEqual(
      [
        'Multivitamin tozu 1 kq (quşlar üçün)',
        'İçməli su üçün multivitamin məhlulu 1 litr',
        'Polivitamin damcıları 30 ml',
      ].sort(),
    );
    expect(await found('VİTAMİN')).toEqual(names); // case as the spec says: insensitive
  });

  it('finds the inside of compounds, with spellings, and 3 letters but not 2', async () => {
    expect(await found('parazit')).toEqual(['Antiparazitar şampun 250 ml (itlər üçün)']);
    expect(await found('ПАРАЗИТ')).toEqual(['Antiparazitar şampun 250 ml (itlər üçün)']); // Cyrillic, written in Latin
    expect(await found('infeksiya')).toEqual(['Dezinfeksiyaedici məhlul 5 litr']);
    expect(await found('edici')).toEqual(['Dezinfeksiyaedici məhlul 5 litr']);
    expect(await found('vit multi')).toEqual([
      'Multivitamin tozu 1 kq (quşlar üçün)',
      'İçməli su üçün multivitamin məhlulu 1 litr',
    ]);
    expect(await found('sil')).toEqual(['Amoksisillin 15% inyeksiya 100 ml']);
    expect(await found('ks')).toEqual([]); // "amoksisillin" holds it, but two letters are no substring search
    expect(await found('50')).toEqual([]); // in "250 ml", but a number is found from its start, as before
  });

  it('keeps typos, and gives the suggestions, the facet counts and the seller list the same products', async () => {
    expect(await found('multivitamn')).toEqual([
      'Multivitamin tozu 1 kq (quşlar üçün)',
      'İçməli su üçün multivitamin məhlulu 1 litr',
    ]);
    // the facet counts count what the page finds: an animal chosen on a search shows its products
    const seller = await t.loginSeller();
    const fields = { description: 'Quşlar üçün', category: 'Həblər', offerPrice: '9', species: 'poultry' };
    const res0 = await t.upload(
      'POST',
      '/api/product/add-product',
      { ...fields, name: 'Polivitamin tozu 500 q' },
      [],
      seller,
    );
    expect(res0.status).toBe(201);
    const page = await searchProducts(t.db, { search: 'vitamin', inStock: true }, 1, 24);
    expect(page.total).toBe(6);
    const facets = await catalogFacets(t.db, {
      search: 'vitamin',
      inStock: true,
      searchStep: page.step,
      filters: NO_FILTERS,
    });
    expect(facets.species.find((f) => f.value === 'poultry')?.count).toBe(1);
    const chosen = { ...NO_FILTERS, species: ['poultry' as const] };
    const narrowed = await searchProducts(t.db, { search: 'vitamin', inStock: true, filters: chosen }, 1, 24);
    expect(narrowed.items.map((p) => p.name)).toEqual(['Polivitamin tozu 500 q']);
    const list = await pageProducts(t.db, { search: 'vitamin' }, { limit: 24 });
    expect(list.items.map((p) => p.name).sort()).toEqual(
      [...NAMES.filter((n) => /vitamin/i.test(n)), 'Polivitamin tozu 500 q'].sort(),
    );
    const res = await suggestResponse(
      { services: createServices(t.db) },
      new Request(`http://shop.test/search/suggest?q=${encodeURIComponent('parazit')}`),
    );
    expect(((await res.json()) as { products: { name: string }[] }).products.map((p) => p.name)).toEqual([
      'Antiparazitar şampun 250 ml (itlər üçün)',
    ]);
  });
});
