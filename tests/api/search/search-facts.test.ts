/** The search over the veterinary facts (issue 23, decision 0056): a seller's
 * edit of substances, species or codes is searched at once; facet counts on
 * a search equal what choosing the value shows; the seller's list matches
 * as the storefront does; the suggestions name substances. */
import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../../../domain/catalog/catalog-filters.ts';
import { ean13, type SpeciesCode } from '../../../domain/vet/vet.ts';
import { suggestResponse } from '../../../app/lib/search/search-suggest.server.ts';
import { catalogFacets, pageProducts } from '../../../server/services/catalog/catalog.ts';
import { createServices } from '../../../server/services/index.ts';
import { searchProducts } from '../../../server/services/search/search.ts';
import { useTestApp } from '../../helpers/app.ts';

const t = useTestApp();
const BARCODE = ean13('476000009991');
const product = (name: string, more: Record<string, string> = {}) => ({
  name,
  description: 'Heyvanlar üçün',
  category: 'Həblər',
  offerPrice: '12',
  ...more,
});
const found = async (search: string) =>
  (await searchProducts(t.db, { search, inStock: true }, 1, 24)).items.map((p) => p.name);

describe('a seller edit is searched at once', () => {
  it('finds a product by its substances, species and codes, and not by those it no longer has', async () => {
    const seller = await t.loginSeller();
    const fields = product('Ağrıkəsən pasta 30 q', {
      substances: JSON.stringify([{ name: 'Meloksikam', strength: '' }]),
      species: 'horse',
      sku: 'AGR-PASTA-30',
      barcode: BARCODE,
      manufacturer: 'Tulpar Farm',
    });
    const res = await t.upload('POST', '/api/product/add-product', fields, [], seller);
    expect(res.status).toBe(201);
    const id = (res.body as { product: { _id: string } }).product._id;
    for (const q of ['meloxicam', 'мелоксикам', 'at pasta', 'лошадь', 'AGR-PASTA-30', BARCODE, 'tulpar'])
      expect(await found(q), q).toEqual(['Ağrıkəsən pasta 30 q']);
    expect(await found(BARCODE.slice(0, 12))).toEqual([]); // a part of a code
    const edit = { ...fields, substances: JSON.stringify([{ name: 'Karprofen', strength: '' }]), species: 'dog' };
    expect((await t.upload('PUT', `/api/product/${id}`, edit, [], seller)).status).toBe(200);
    expect(await found('meloxicam')).toEqual([]);
    expect(await found('лошадь')).toEqual([]);
    expect(await found('carprofen')).toEqual(['Ağrıkəsən pasta 30 q']);
    expect(await found('собака')).toEqual(['Ağrıkəsən pasta 30 q']);
    // an edit that sends only the spec's fields keeps the facts, and so their words
    expect((await t.upload('PUT', `/api/product/${id}`, product('Ağrıkəsən pasta 60 q'), [], seller)).status).toBe(200);
    expect(await found('carprofen')).toEqual(['Ağrıkəsən pasta 60 q']);
  });
});

describe('a search page counts as it finds', () => {
  it('gives each facet value the total that choosing it shows, as typed and with a typo', async () => {
    const seller = await t.loginSeller();
    const add = (name: string, species: string, substance: string) =>
      t.upload(
        'POST',
        '/api/product/add-product',
        product(name, { species, substances: JSON.stringify([{ name: substance, strength: '' }]) }),
        [],
        seller,
      );
    await add('Levamizol həbləri', 'sheep-goat', 'Levamizol');
    await add('Qurdqovucu suspenziya', 'sheep-goat,cattle', 'Levamizol'); // found by its substance only
    await add('Levamizol inyeksiya', 'cattle', 'Levamizol');
    await add('Levamizolsuz vitamin', 'dog', 'Vitamin A'); // a word's start, not the word
    for (const search of ['levamizol', 'levamizl', 'левамизол']) {
      const page = await searchProducts(t.db, { search, inStock: true }, 1, 24);
      const facets = await catalogFacets(t.db, { search, inStock: true, searchStep: page.step, filters: NO_FILTERS });
      expect(page.total, search).toBeGreaterThanOrEqual(3);
      for (const value of facets.species) {
        const chosen = { ...NO_FILTERS, species: [value.value as SpeciesCode] };
        const narrowed = await searchProducts(t.db, { search, inStock: true, filters: chosen }, 1, 24);
        expect(narrowed.total, `${search}: ${value.value}`).toBe(value.count);
      }
      const withSubstance = facets.substances.find((s) => s.value === 'levamizol');
      expect(withSubstance?.count, search).toBe(3);
    }
  });
});

describe("the seller's list", () => {
  it('finds by substance spelt in Latin, by a whole SKU, and by a word as typed, newest first', async () => {
    const seller = await t.loginSeller();
    const sku = { sku: 'TZ-7781' };
    const tylosin = JSON.stringify([{ name: 'Tilozin', strength: '' }]);
    await t.upload(
      'POST',
      '/api/product/add-product',
      product('Tilozin tozu 100 q', { ...sku, substances: tylosin }),
      [],
      seller,
    );
    await t.upload(
      'POST',
      '/api/product/add-product',
      product('Quş üçün antibiotik', { substances: tylosin }),
      [],
      seller,
    );
    const list = async (search: string) =>
      (await pageProducts(t.db, { search }, { limit: 24 })).items.map((p) => p.name);
    expect(await list('tylosin')).toEqual(['Quş üçün antibiotik', 'Tilozin tozu 100 q']);
    expect(await list('tz-7781')).toEqual(['Tilozin tozu 100 q']);
    expect(await list('TZ-778')).toEqual([]);
    expect(await list('antib')).toEqual(['Quş üçün antibiotik']);
  });
});

describe('suggestions', () => {
  it('name a matching substance first, leading to its search, and products up to six in all', async () => {
    const seller = await t.loginSeller();
    const substances = JSON.stringify([{ name: 'Enrofloksasin', strength: '' }]);
    for (let i = 0; i < 7; i++)
      await t.upload('POST', '/api/product/add-product', product(`Enro ${i} məhlul`, { substances }), [], seller);
    const response = await suggestResponse(
      { services: createServices(t.db) },
      new Request(`http://shop.test/search/suggest?q=${encodeURIComponent('enrofloxacin')}`),
    );
    const body = (await response.json()) as { substances: { key: string; name: string }[]; products: unknown[] };
    expect(body.substances).toEqual([{ key: 'enrofloksasin', name: 'Enrofloksasin' }]);
    expect(body.products).toHaveLength(5);
  });
});
