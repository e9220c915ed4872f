/** Content in Russian (issue 36 item 3): the seller writes a product's, a news item's, the
 * policies' and a zone's Russian text through the same API as the Azerbaijani one; the spec's
 * bodies (no Russian field) keep working and keep what was written; the limits are the
 * Azerbaijani field's; the audit row shows the Russian fields' old → new; search finds a product
 * by its Russian name. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../domain/settings/site.ts';
import { searchProducts } from '../../../server/services/search/search.ts';
import { useTestApp } from '../../helpers/app.ts';
import { realImage } from '../../helpers/multipart.ts';

const t = useTestApp();
const PRODUCT = { name: 'Tilozin 20% inyeksiya 100 ml', description: 'Mikoplazmoza qarşı', category: 'Inyeksiyalar' };
const RU = { nameRu: 'Тилозин 20%, раствор для инъекций', descriptionRu: 'Против микоплазмоза у КРС' };

async function addProduct(fields: Record<string, string>) {
  const res = await t.upload(
    'POST',
    '/api/product/add-product',
    fields,
    [await realImage('png')],
    await t.loginSeller(),
  );
  expect(res.status).toBe(201);
  return res.body.product;
}

describe("a product's Russian name and description", () => {
  it('are saved with the product and read back by everyone; a body without them keeps them', async () => {
    const product = await addProduct({ ...PRODUCT, ...RU });
    expect(product).toMatchObject({ name: PRODUCT.name, ...RU });
    expect((await t.get(`/api/product/${product._id}`)).body.product).toMatchObject(RU);

    // the spec's body, as an older client sends it: the Russian texts stay
    const seller = await t.loginSeller();
    const kept = await t.upload('PUT', `/api/product/${product._id}`, { ...PRODUCT, offerPrice: '9' }, [], seller);
    expect(kept.status).toBe(200);
    expect(kept.body.product).toMatchObject({ offerPrice: 9, ...RU });

    // the form sends them empty to remove them
    const cleared = await t.upload(
      'PUT',
      `/api/product/${product._id}`,
      { ...PRODUCT, nameRu: ' ', descriptionRu: '' },
      [],
      seller,
    );
    expect(cleared.body.product).toMatchObject({ nameRu: null, descriptionRu: null });
  });

  it('is refused over the Azerbaijani name’s limit with an Azerbaijani message, not stored', async () => {
    const seller = await t.loginSeller();
    const res = await t.upload(
      'POST',
      '/api/product/add-product',
      { ...PRODUCT, nameRu: 'я'.repeat(201) },
      [await realImage('png')],
      seller,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Rusca ad ən çox 200 simvol ola bilər.');
    const ok = await t.upload(
      'POST',
      '/api/product/add-product',
      { ...PRODUCT, nameRu: 'я'.repeat(200) },
      [await realImage('png')],
      seller,
    );
    expect(ok.status).toBe(201);
  });

  it('shows in the audit row as old → new', async () => {
    const product = await addProduct({ ...PRODUCT, ...RU });
    const seller = await t.loginSeller();
    await t.upload('PUT', `/api/product/${product._id}`, { ...PRODUCT, nameRu: 'Тилозин 200' }, [], seller);
    const audit = await t.get(`/api/staff/audit?entity=product&entityId=${product._id}`, seller);
    expect(audit.status).toBe(200);
    const update = audit.body.entries.find((e: { action: string }) => e.action === 'update');
    expect(update.changes.nameRu).toEqual([RU.nameRu, 'Тилозин 200']);
  });
});

describe('search by the Russian name', () => {
  it('finds the product by a word of its Russian name, in Cyrillic or in Latin letters', async () => {
    const product = await addProduct({
      name: 'Buzovlar üçün süd əvəzedici 25 kq',
      description: '',
      category: 'Həblər',
      offerPrice: '80',
      nameRu: 'Заменитель цельного молока для телят',
    });
    const found = async (search: string) =>
      (await searchProducts(t.db, { search, inStock: true }, 1, 24)).items.map((p) => p._id);
    expect(await found('заменитель')).toContain(product._id);
    expect(await found('ЗАМЕНИТЕЛЬ молока')).toContain(product._id);
    expect(await found('zamenitel')).toContain(product._id);
    expect(await found('телят')).toContain(product._id);
    // the spec's search endpoint too
    const res = await t.get(`/api/product/list?search=${encodeURIComponent('заменитель')}`);
    expect(res.body.products.map((p: { _id: string }) => p._id)).toContain(product._id);
  });
});

describe("a news item's Russian title and text", () => {
  it('are saved, read back and kept by a body without them', async () => {
    const seller = await t.loginSeller();
    const fields = { title: 'Yeni anbar', description: 'Sumqayıtda yeni anbar açıldı.', seen: 'true' };
    const ru = { titleRu: 'Новый склад', descriptionRu: 'В Сумгаите открылся новый склад.' };
    const added = await t.upload('POST', '/api/news/add-news', { ...fields, ...ru }, [await realImage('png')], seller);
    expect(added.status).toBe(201);
    expect(added.body.news).toMatchObject(ru);
    const id = added.body.news._id;
    const kept = await t.upload('PUT', `/api/news/${id}`, { ...fields, title: 'Yeni anbarımız' }, [], seller);
    expect(kept.body.news).toMatchObject({ title: 'Yeni anbarımız', ...ru });
    expect((await t.get(`/api/news/${id}`)).body.news).toMatchObject(ru);
    const long = await t.upload('PUT', `/api/news/${id}`, { ...fields, titleRu: 'я'.repeat(301) }, [], seller);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Rusca başlıq ən çox 300 simvol ola bilər.');
  });
});

describe("the policies' and zones' Russian texts", () => {
  it('are saved with the settings and kept when a body leaves them out', async () => {
    const seller = await t.loginSeller();
    const { termsRu: _t, returnsRu: _r, ...azOnly } = DEFAULT_SETTINGS;
    const saved = await t.put('/api/settings', { ...azOnly, termsRu: 'Условия продажи', returnsRu: 'Возврат' }, seller);
    expect(saved.status).toBe(200);
    expect((await t.get('/api/settings')).body.settings).toMatchObject({
      termsRu: 'Условия продажи',
      returnsRu: 'Возврат',
    });
    await t.put('/api/settings', { ...azOnly, minOrder: 5 }, seller);
    expect((await t.get('/api/settings')).body.settings).toMatchObject({ minOrder: 5, termsRu: 'Условия продажи' });
    const cleared = await t.put('/api/settings', { ...azOnly, termsRu: '' }, seller);
    expect(cleared.body.settings.termsRu).toBeNull();
  });

  it("keep a zone's Russian name across a save that does not send it", async () => {
    const seller = await t.loginSeller();
    const zone = { name: 'Gəncə', areas: ['Gəncə'], fee: 8, freeOver: null, daysMin: 2, daysMax: 3, cod: false };
    const saved = await t.put('/api/delivery', { zones: [{ ...zone, nameRu: 'Гянджа' }] }, seller);
    expect(saved.status).toBe(200);
    const [first] = saved.body.zones;
    expect(first.nameRu).toBe('Гянджа');
    const again = await t.put('/api/delivery', { zones: [{ ...zone, _id: first._id, fee: 9 }] }, seller);
    expect(again.body.zones[0]).toMatchObject({ fee: 9, nameRu: 'Гянджа' });
  });
});
