/** /api/product: the catalogue, read by anyone, edited by sellers (docs/architecture.md §API). */
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/shared/messages.ts';
import { UNKNOWN_ID, useTestApp } from '../../helpers/app.ts';
import { realImage } from '../../helpers/multipart.ts';

const t = useTestApp();
const fields = {
  name: 'Ivermektin 1%',
  description: 'Parazitlərə qarşı',
  category: 'Inyeksiyalar',
  offerPrice: '12,50',
};

describe('reading the catalogue', () => {
  it('lists every product, out of stock included, with the Product shape and empty veterinary facts beside it', async () => {
    const inStock = await t.createProduct({ offerPrice: 3.33 });
    const out = await t.createProduct({ inStock: false, offerPrice: null });
    const res = await t.get('/api/product/list');
    expect(res.status).toBe(200);
    const byId = new Map(res.body.products.map((p: { _id: string }) => [p._id, p]));
    expect(byId.get(inStock._id)).toEqual({
      _id: inStock._id,
      name: inStock.name,
      description: 'Heyvanlar üçün',
      // issue 36: none written in Russian
      nameRu: null,
      descriptionRu: null,
      category: 'Həblər',
      image: [expect.stringMatching(/\.webp$/)],
      inStock: true,
      // untracked (issue 24): no quantity to show
      stockLeft: null,
      fewLeft: false,
      offerPrice: 3.33,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      // the veterinary facts (decision 0042), beside the spec's fields, empty on a product without them
      species: [],
      substances: [],
      packSize: null,
      manufacturer: null,
      country: null,
      sku: null,
      barcode: null,
      registrationNumber: null,
      rx: false,
      withdrawal: { meat: null, milk: null, eggs: null },
      storage: { minC: null, maxC: null, coldChain: false },
      leaflet: null,
      familyId: null,
      familySize: 1,
    });
    expect(byId.get(out._id)).toMatchObject({ inStock: false, offerPrice: null });
  });

  it('answers one product, 404 for an unknown id and 400 for a malformed one', async () => {
    const p = await t.createProduct();
    expect((await t.get(`/api/product/${p._id}`)).body.product._id).toBe(p._id);
    const missing = await t.get(`/api/product/${UNKNOWN_ID}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MSG.productNotFound);
    expect((await t.get('/api/product/abc')).status).toBe(400);
  });
});

describe('adding a product', () => {
  it('stores the product with its images as WebP and answers 201', async () => {
    const images = [await realImage('png'), await realImage('jpeg')];
    const res = await t.upload('POST', '/api/product/add-product', fields, images, await t.loginSeller());
    expect(res.status).toBe(201);
    expect(res.body.product).toMatchObject({
      name: 'Ivermektin 1%',
      category: 'Inyeksiyalar',
      offerPrice: 12.5,
      inStock: true,
    });
    expect(res.body.product.image).toHaveLength(2);
    const img = await t.app.inject({ url: `/images/${res.body.product.image[0]}` });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
  });

  it('accepts a product without images or price', async () => {
    const res = await t.upload(
      'POST',
      '/api/product/add-product',
      { name: 'Sadə', category: 'Digər' },
      [],
      await t.loginSeller(),
    );
    expect(res.status).toBe(201);
    expect(res.body.product).toMatchObject({ image: [], offerPrice: null, description: '' });
  });

  it.each([
    ['no name', { category: 'Həblər' }],
    ['an unknown category', { name: 'A', category: 'Yeməklər' }],
    ['a negative price', { name: 'A', category: 'Həblər', offerPrice: '-1' }],
    ['a price above a million', { name: 'A', category: 'Həblər', offerPrice: '1000001' }],
    ['a price that is not a number', { name: 'A', category: 'Həblər', offerPrice: 'pulsuz' }],
    ['inStock that is not a boolean', { name: 'A', category: 'Həblər', inStock: 'bəli' }],
  ])('refuses %s with 400', async (_label, form) => {
    expect((await t.upload('POST', '/api/product/add-product', form, [], await t.loginSeller())).status).toBe(400);
  });

  it('refuses anonymous callers (401) and customers (403) before reading the upload', async () => {
    const c = await t.registerCustomer();
    const img = [await realImage()];
    expect((await t.upload('POST', '/api/product/add-product', fields, img)).status).toBe(401);
    expect((await t.upload('POST', '/api/product/add-product', fields, img, c.cookie)).status).toBe(403);
  });

  it('refuses a JSON body with 415: the form is multipart', async () => {
    expect((await t.post('/api/product/add-product', fields, await t.loginSeller())).status).toBe(415);
  });
});

describe('editing a product', () => {
  it('updates the fields and keeps the images when none are sent', async () => {
    const p = await t.createProduct();
    const res = await t.upload(
      'PUT',
      `/api/product/${p._id}`,
      { ...fields, inStock: 'false' },
      [],
      await t.loginSeller(),
    );
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({
      _id: p._id,
      name: 'Ivermektin 1%',
      offerPrice: 12.5,
      inStock: false,
      image: p.image,
    });
  });

  it('replaces the images when new ones are sent (up to 5)', async () => {
    const p = await t.createProduct();
    const images = await Promise.all([1, 2, 3, 4, 5].map(() => realImage()));
    const res = await t.upload('PUT', `/api/product/${p._id}`, fields, images, await t.loginSeller());
    expect(res.status).toBe(200);
    expect(res.body.product.image).toHaveLength(5);
    expect(res.body.product.image).not.toContain(p.image[0]);
  });

  it('answers 404 for an unknown product, 400 for a malformed id or a missing name', async () => {
    const seller = await t.loginSeller();
    expect((await t.upload('PUT', `/api/product/${UNKNOWN_ID}`, fields, [], seller)).status).toBe(404);
    expect((await t.upload('PUT', '/api/product/xyz', fields, [], seller)).status).toBe(400);
    const p = await t.createProduct();
    expect((await t.upload('PUT', `/api/product/${p._id}`, { category: 'Həblər' }, [], seller)).status).toBe(400);
  });

  it('refuses anonymous callers (401) and customers (403)', async () => {
    const p = await t.createProduct();
    const c = await t.registerCustomer();
    expect((await t.upload('PUT', `/api/product/${p._id}`, fields, [])).status).toBe(401);
    expect((await t.upload('PUT', `/api/product/${p._id}`, fields, [], c.cookie)).status).toBe(403);
  });
});

describe('stock toggle and deletion', () => {
  it('sets inStock and answers the product', async () => {
    const p = await t.createProduct();
    const res = await t.post('/api/product/stock', { id: p._id, inStock: false }, await t.loginSeller());
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ _id: p._id, inStock: false });
  });

  it.each([
    ['a string for inStock', { inStock: 'false' }],
    ['no inStock', {}],
    ['a malformed id', { id: '1', inStock: true }],
  ])('refuses %s with 400', async (_label, body) => {
    const p = await t.createProduct();
    expect((await t.post('/api/product/stock', { id: p._id, ...body }, await t.loginSeller())).status).toBe(400);
  });

  it('answers 404 for an unknown product; refuses anonymous (401) and customers (403)', async () => {
    const c = await t.registerCustomer();
    const p = await t.createProduct();
    expect((await t.post('/api/product/stock', { id: UNKNOWN_ID, inStock: true }, await t.loginSeller())).status).toBe(
      404,
    );
    expect((await t.post('/api/product/stock', { id: p._id, inStock: false })).status).toBe(401);
    expect((await t.post('/api/product/stock', { id: p._id, inStock: false }, c.cookie)).status).toBe(403);
  });

  it('deletes a product: it is gone from the list and 404 afterwards', async () => {
    const seller = await t.loginSeller();
    const p = await t.createProduct();
    const res = await t.del(`/api/product/${p._id}`, seller);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.productDeleted);
    expect((await t.get(`/api/product/${p._id}`)).status).toBe(404);
    expect((await t.del(`/api/product/${p._id}`, seller)).status).toBe(404);
    expect((await t.del('/api/product/nope', seller)).status).toBe(400);
  });

  it('refuses deletion to anonymous (401) and customers (403)', async () => {
    const c = await t.registerCustomer();
    const p = await t.createProduct();
    expect((await t.del(`/api/product/${p._id}`)).status).toBe(401);
    expect((await t.del(`/api/product/${p._id}`, c.cookie)).status).toBe(403);
    expect((await t.get(`/api/product/${p._id}`)).status).toBe(200);
  });
});
