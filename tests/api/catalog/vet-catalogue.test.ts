/** The veterinary facts of a product (issue 22, decision 0042): stored and
 * answered beside the spec's fields, bad input on every field refused with
 * an Azerbaijani message and nothing stored, leaflets served as PDFs only. */
import { VET_ERRORS } from '../../../domain/vet/vet-errors.ts';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ean13 } from '../../../domain/vet/vet.ts';
import { leaflets, products, substances } from '../../../server/db/schema.ts';
import { useTestApp } from '../../helpers/app.ts';
import type { FilePart } from '../../helpers/multipart.ts';

const t = useTestApp();
const BARCODE = ean13('476000000001');
const full = {
  name: 'Albendazol 10% suspenziya 1 litr',
  category: 'Suspeziyalar',
  offerPrice: '21',
  species: 'sheep-goat,cattle',
  substances: JSON.stringify([{ name: 'Albendazol', strength: '100 mq/ml' }]),
  packSize: '1 l',
  manufacturer: 'Invesa',
  country: 'İspaniya',
  sku: 'ALB-10-1L',
  barcode: BARCODE,
  registrationNumber: 'AQTA-BD-0123',
  rx: 'true',
  withdrawalMeat: '14',
  withdrawalMilk: '4',
  withdrawalEggs: 'not-for-food',
  storageMinC: '5',
  storageMaxC: '25',
  coldChain: 'false',
};
const pdf = (size = 2000): FilePart => {
  const data = Buffer.alloc(size, 0x20);
  Buffer.from('%PDF-1.4\n').copy(data);
  return { field: 'leaflet', filename: 'telimat.pdf', contentType: 'application/pdf', data };
};
const rowCount = async () => (await t.db.select({ n: count() }).from(products))[0].n;

describe('a product with its veterinary facts', () => {
  it('is stored and answered with every fact, by the list and by id', async () => {
    const seller = await t.loginSeller();
    const res = await t.upload('POST', '/api/product/add-product', full, [pdf()], seller);
    expect(res.status).toBe(201);
    const expected = {
      name: full.name,
      species: ['cattle', 'sheep-goat'], // the list's order, not the sender's
      substances: [{ key: 'albendazol', name: 'Albendazol', strength: '100 mq/ml' }],
      packSize: '1 l',
      manufacturer: 'Invesa',
      country: 'İspaniya',
      sku: 'ALB-10-1L',
      barcode: BARCODE,
      registrationNumber: 'AQTA-BD-0123',
      rx: true,
      withdrawal: { meat: 14, milk: 4, eggs: 'not-for-food' },
      storage: { minC: 5, maxC: 25, coldChain: false },
      leaflet: expect.stringMatching(/^[0-9a-f]{32}\.pdf$/),
      familyId: null,
    };
    expect(res.body.product).toMatchObject(expected);
    expect((await t.get(`/api/product/${res.body.product._id}`)).body.product).toMatchObject(expected);
    const listed = (await t.get('/api/product/list')).body.products.find(
      (p: { _id: string }) => p._id === res.body.product._id,
    );
    expect(listed).toMatchObject(expected);

    const leaflet = await t.app.inject({ url: `/leaflets/${res.body.product.leaflet}` });
    expect(leaflet.statusCode).toBe(200);
    expect(leaflet.headers['content-type']).toBe('application/pdf');
    expect(leaflet.headers['x-content-type-options']).toBe('nosniff');
    expect(leaflet.headers['content-security-policy']).toContain('sandbox');
    expect(leaflet.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ url: '/leaflets/../../etc/passwd' })).statusCode).toBe(404);
  });

  it('takes repeated species checkboxes and substance rows, as a form without JavaScript sends them', async () => {
    const { payload, headers } = await import('../../helpers/multipart.ts').then((m) =>
      m.multipart({ name: 'Amoksisillin', category: 'Inyeksiyalar' }),
    );
    // append repeated fields by hand: the helper writes each name once
    const boundary = headers['content-type'].split('boundary=')[1];
    const extra = [
      ['species', ''],
      ['species', 'dog'],
      ['species', 'cat'],
      ['substanceName', 'Amoksisillin'],
      ['substanceStrength', '150 mq/ml'],
      ['substanceName', ''],
      ['substanceStrength', ''],
    ]
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('');
    const body = Buffer.concat([Buffer.from(extra), payload]);
    const res = await t.call('POST', '/api/product/add-product', {
      payload: body,
      headers,
      cookie: await t.loginSeller(),
    });
    expect(res.status).toBe(201);
    expect(res.body.product).toMatchObject({
      species: ['dog', 'cat'],
      substances: [{ key: 'amoksisillin', name: 'Amoksisillin', strength: '150 mq/ml' }],
    });
  });

  it('keeps a fact that an edit does not send, and clears one sent empty', async () => {
    const seller = await t.loginSeller();
    const added = (
      await t.upload('POST', '/api/product/add-product', { ...full, sku: 'KEEP-1', barcode: '' }, [], seller)
    ).body.product;
    const edited = await t.upload(
      'PUT',
      `/api/product/${added._id}`,
      { name: 'Yeni ad', category: 'Suspeziyalar', manufacturer: '', withdrawalMeat: '0' },
      [],
      seller,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.product).toMatchObject({
      name: 'Yeni ad',
      manufacturer: null,
      withdrawal: { meat: 0, milk: 4, eggs: 'not-for-food' },
      species: ['cattle', 'sheep-goat'],
      substances: [{ name: 'Albendazol' }],
      sku: 'KEEP-1',
    });
  });

  it('groups pack sizes into one family with "another size of"', async () => {
    const seller = await t.loginSeller();
    const small = await t.createProduct({ name: 'Ivermektin 1% 50 ml' });
    const big = await t.upload(
      'POST',
      '/api/product/add-product',
      { name: 'Ivermektin 1% 100 ml', category: 'Inyeksiyalar', familyOf: small._id, packSize: '100 ml' },
      [],
      seller,
    );
    expect(big.status).toBe(201);
    expect(big.body.product.familyId).toBe(small._id);
    expect((await t.get(`/api/product/${small._id}`)).body.product.familyId).toBe(small._id);
    const third = await t.upload(
      'POST',
      '/api/product/add-product',
      { name: 'Ivermektin 1% 500 ml', category: 'Inyeksiyalar', familyOf: big.body.product._id },
      [],
      seller,
    );
    expect(third.body.product).toMatchObject({ familyId: small._id, familySize: 3 });
    expect((await t.get(`/api/product/${small._id}`)).body.product.familySize).toBe(3);
  });

  it('refuses a second product with the same SKU (409), storing nothing', async () => {
    const seller = await t.loginSeller();
    await t.upload('POST', '/api/product/add-product', { name: 'A', category: 'Digər', sku: 'DUP-1' }, [], seller);
    const before = await rowCount();
    const res = await t.upload(
      'POST',
      '/api/product/add-product',
      { name: 'B', category: 'Digər', sku: 'DUP-1' },
      [],
      seller,
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(VET_ERRORS.skuTaken);
    expect(await rowCount()).toBe(before);
    // a leaflet sent with the refused product is not kept either
    const leafletsBefore = (await t.db.select({ n: count() }).from(leaflets))[0].n;
    const again = await t.upload(
      'POST',
      '/api/product/add-product',
      { name: 'C', category: 'Digər', sku: 'DUP-1' },
      [pdf(777)],
      seller,
    );
    expect(again.status).toBe(409);
    expect((await t.db.select({ n: count() }).from(leaflets))[0].n).toBe(leafletsBefore);
  });
});

describe('bad input on every veterinary field', () => {
  // [what, fields sent, the field the answer names, a word of its label the message holds, status]
  const bad: [string, Record<string, string>, string, string, number?][] = [
    ['an unknown species', { species: 'dog,dragon' }, 'species', 'Heyvan növü'],
    ['a species with a control character', { species: 'dog\u0007' }, 'species', 'Heyvan növü'],
    ['substances that are not JSON', { substances: '[{' }, 'substances', 'Təsir edən maddə'],
    ['substances that are not a list', { substances: '{"name":"x"}' }, 'substances', 'Təsir edən maddə'],
    ['a substance without a name', { substances: '[{"name":"","strength":"1"}]' }, 'substances', 'Təsir edən maddə'],
    [
      'the same substance twice',
      { substances: '[{"name":"Albendazol"},{"name":"albendazol"}]' },
      'substances',
      'Təsir edən maddə',
    ],
    [
      'the same substance spelt with and without Azerbaijani letters (one filter key)',
      { substances: '[{"name":"Xlorheksidin"},{"name":"Xlorhəksidin"}]' },
      'substances',
      'Təsir edən maddə',
    ],
    [
      'eleven substances',
      { substances: JSON.stringify(Array.from({ length: 11 }, (_, i) => ({ name: `M${i}` }))) },
      'substances',
      'Təsir edən maddə',
    ],
    [
      'a substance name of 101 letters',
      { substances: JSON.stringify([{ name: 'a'.repeat(101) }]) },
      'substances',
      'Təsir edən maddə',
    ],
    [
      'a strength of 61 letters',
      { substances: JSON.stringify([{ name: 'Albendazol', strength: '1'.repeat(61) }]) },
      'substances',
      'Miqdarı',
    ],
    ['a pack size of 61 letters', { packSize: 'x'.repeat(61) }, 'packSize', 'Qablaşdırma'],
    ['a manufacturer with a NUL', { manufacturer: 'Inv\u0000esa' }, 'manufacturer', 'İstehsalçı'],
    ['a country of 61 letters', { country: 'x'.repeat(61) }, 'country', 'İstehsal ölkəsi'],
    ['an SKU with spaces', { sku: 'ALB 10' }, 'sku', 'Artikul'],
    ['an SKU of 41 letters', { sku: 'A'.repeat(41) }, 'sku', 'Artikul'],
    ['a barcode of 12 digits', { barcode: '476000000001' }, 'barcode', 'Ştrix-kod'],
    [
      'a barcode with a wrong check digit',
      { barcode: `${BARCODE.slice(0, 12)}${(Number(BARCODE[12]) + 1) % 10}` },
      'barcode',
      'Ştrix-kod',
    ],
    ['a barcode with letters', { barcode: '47600000000AB' }, 'barcode', 'Ştrix-kod'],
    ['a registration number of 51 letters', { registrationNumber: 'x'.repeat(51) }, 'registrationNumber', 'Qeydiyyat'],
    ['an Rx flag that is not yes or no', { rx: 'maybe' }, 'rx', 'Resept'],
    ['a negative meat withdrawal', { withdrawalMeat: '-1' }, 'withdrawalMeat', 'Kəsimə qədər'],
    ['a milk withdrawal in words', { withdrawalMilk: 'on gün' }, 'withdrawalMilk', 'Süd'],
    ['an egg withdrawal over 1000 days', { withdrawalEggs: '1001' }, 'withdrawalEggs', 'Yumurta'],
    ['a fractional withdrawal', { withdrawalMeat: '1.5' }, 'withdrawalMeat', 'Kəsimə qədər'],
    ['a storage minimum below −50', { storageMinC: '-51' }, 'storageMinC', 'Saxlanma temperaturu'],
    ['a storage maximum in words', { storageMaxC: 'sərin' }, 'storageMaxC', 'Saxlanma temperaturu'],
    ['a storage range upside down', { storageMinC: '25', storageMaxC: '2' }, 'storageMinC', 'Saxlanma temperatur'],
    ['a cold-chain flag that is not yes or no', { coldChain: 'soyuq' }, 'coldChain', 'Soyuq zəncir'],
    ['a family that is not an id', { familyOf: 'abc' }, 'familyOf', 'Başqa ölçüsü'],
    [
      'a family product that does not exist',
      { familyOf: '00000000-0000-4000-8000-000000000000' },
      'familyOf',
      'Başqa ölçüsü',
    ],
    ['a remove-leaflet flag that is not yes or no', { removeLeaflet: 'x' }, 'removeLeaflet', 'Təlimat'],
  ];
  it.each(bad)(
    'refuses %s with 400 naming the field, and stores nothing',
    async (_, change, field, word, status = 400) => {
      const seller = await t.loginSeller();
      const before = await rowCount();
      const subsBefore = (await t.db.select({ n: count() }).from(substances))[0].n;
      const res = await t.upload(
        'POST',
        '/api/product/add-product',
        { name: 'Sınaq', category: 'Digər', ...change },
        [],
        seller,
      );
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ success: false, field });
      expect(res.body.message.toLocaleLowerCase('az')).toContain(word.toLocaleLowerCase('az'));
      expect(await rowCount()).toBe(before);
      expect((await t.db.select({ n: count() }).from(substances))[0].n).toBe(subsBefore);
      // the same on an edit of a product with every fact: it stays as it was
      const p = (
        await t.upload('POST', '/api/product/add-product', { ...full, sku: '', barcode: '' }, [pdf(1234)], seller)
      ).body.product;
      const edit = await t.upload(
        'PUT',
        `/api/product/${p._id}`,
        { name: 'Sınaq', category: 'Digər', ...change },
        [],
        seller,
      );
      expect(edit.status).toBe(status);
      expect(edit.body).toMatchObject({ success: false, field, message: res.body.message });
      expect((await t.get(`/api/product/${p._id}`)).body.product).toEqual(p);
    },
  );

  it('refuses an SKU another product has, on an edit too (409 naming the field), changing nothing', async () => {
    const seller = await t.loginSeller();
    await t.upload('POST', '/api/product/add-product', { name: 'A', category: 'Digər', sku: 'TAKEN-1' }, [], seller);
    const other = (
      await t.upload('POST', '/api/product/add-product', { ...full, sku: 'OWN-1', barcode: '' }, [], seller)
    ).body.product;
    const res = await t.upload(
      'PUT',
      `/api/product/${other._id}`,
      { name: 'Dəyişdi', category: 'Digər', sku: 'TAKEN-1', species: 'dog' },
      [pdf(999)],
      seller,
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ field: 'sku', message: VET_ERRORS.skuTaken });
    expect((await t.get(`/api/product/${other._id}`)).body.product).toEqual(other);
  });

  it('refuses a leaflet that is not a PDF (415), one over 5 MB (413) and two leaflets (400), storing nothing', async () => {
    const seller = await t.loginSeller();
    const leafletsBefore = (await t.db.select({ n: count() }).from(leaflets))[0].n;
    const before = await rowCount();
    const fake: FilePart = {
      field: 'leaflet',
      filename: 'x.pdf',
      contentType: 'application/pdf',
      data: Buffer.from('<html>'),
    };
    const cases: [FilePart[], number, string][] = [
      [[fake], 415, VET_ERRORS.leafletNotPdf],
      [[pdf(5 * 1024 * 1024 + 1)], 413, VET_ERRORS.leafletTooBig(5)],
      [[pdf(), pdf(3000)], 400, VET_ERRORS.leafletTwice],
    ];
    for (const [files, status, message] of cases) {
      const res = await t.upload(
        'POST',
        '/api/product/add-product',
        { name: 'Sınaq', category: 'Digər' },
        files,
        seller,
      );
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ message, field: 'leaflet' });
    }
    expect(await rowCount()).toBe(before);
    expect((await t.db.select({ n: count() }).from(leaflets))[0].n).toBe(leafletsBefore);
    // on an edit: the product keeps its leaflet and every other fact
    const p = (
      await t.upload('POST', '/api/product/add-product', { ...full, sku: '', barcode: '' }, [pdf(1111)], seller)
    ).body.product;
    const stored = (await t.db.select({ n: count() }).from(leaflets))[0].n;
    for (const [files, status, message] of cases) {
      const res = await t.upload('PUT', `/api/product/${p._id}`, { name: 'Sınaq', category: 'Digər' }, files, seller);
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ message, field: 'leaflet' });
    }
    expect((await t.get(`/api/product/${p._id}`)).body.product).toEqual(p);
    expect((await t.db.select({ n: count() }).from(leaflets))[0].n).toBe(stored);
  });

  it('removes a leaflet no product names any more', async () => {
    const seller = await t.loginSeller();
    const added = (
      await t.upload('POST', '/api/product/add-product', { name: 'L', category: 'Digər' }, [pdf(4321)], seller)
    ).body.product;
    const url = `/leaflets/${added.leaflet}`;
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    const edited = await t.upload(
      'PUT',
      `/api/product/${added._id}`,
      { name: 'L', category: 'Digər', removeLeaflet: 'true' },
      [],
      seller,
    );
    expect(edited.body.product.leaflet).toBeNull();
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });
});
