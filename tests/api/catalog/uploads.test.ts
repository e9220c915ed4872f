/** Uploads (docs/architecture.md §API): checked by their bytes, 415 when not an image (SVG
 * included), 413 over 10 MB, limited in number. */
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/shared/messages.ts';
import { useTestApp } from '../../helpers/app.ts';
import { hugeImage, realImage, svgImage, textNamedPng } from '../../helpers/multipart.ts';

const t = useTestApp();
const product = { name: 'Şəkilli məhsul', category: 'Həblər' };
const news = { title: 'Şəkilli xəbər', description: 'Mətn' };

describe('what an upload must be', () => {
  it('refuses a text file named .png with 415, and stores nothing', async () => {
    const seller = await t.loginSeller();
    const before = (await t.get('/api/product/list')).body.products.length;
    const res = await t.upload(
      'POST',
      '/api/product/add-product',
      product,
      [await realImage(), textNamedPng()],
      seller,
    );
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(MSG.notAnImage);
    expect((await t.get('/api/product/list')).body.products.length).toBe(before);
  });

  it('refuses an SVG with 415: it can carry scripts', async () => {
    const res = await t.upload('POST', '/api/news/add-news', news, [svgImage()], await t.loginSeller());
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(MSG.notAnImage);
  });

  it('refuses an image over 10 MB with 413', async () => {
    const res = await t.upload('POST', '/api/product/add-product', product, [hugeImage()], await t.loginSeller());
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(MSG.imageTooLarge);
  });

  it('refuses a huge anonymous upload with 401 before reading it', async () => {
    expect((await t.upload('POST', '/api/product/add-product', product, [hugeImage()])).status).toBe(401);
  });

  it('accepts JPEG and PNG, re-encoded to WebP', async () => {
    const res = await t.upload(
      'POST',
      '/api/news/add-news',
      news,
      [await realImage('jpeg'), await realImage('png')],
      await t.loginSeller(),
    );
    expect(res.status).toBe(201);
    expect(res.body.news.image.every((n: string) => /^[a-f0-9]{32}\.webp$/.test(n))).toBe(true);
  });
});

describe('how many images', () => {
  it('refuses a 5th image when adding a product (4 slots) with 400', async () => {
    const images = await Promise.all([1, 2, 3, 4, 5].map(() => realImage()));
    const res = await t.upload('POST', '/api/product/add-product', product, images, await t.loginSeller());
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(MSG.tooManyImages);
  });

  it('refuses a 6th image with 400, and a 7th file on any form with 413 (the multipart limit: 5 images and a leaflet)', async () => {
    const images = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => realImage()));
    const p = await t.createProduct();
    const six = await t.upload('PUT', `/api/product/${p._id}`, product, images.slice(0, 6), await t.loginSeller());
    expect(six.status).toBe(400);
    expect(six.body.message).toBe(MSG.tooManyImagesAtMost(5));
    const res = await t.upload('PUT', `/api/product/${p._id}`, product, images, await t.loginSeller());
    expect(res.status).toBe(413);
    expect(res.body.message).toContain(MSG.tooManyImages);
  });

  it('ignores an empty file input (a 0-byte part)', async () => {
    const empty = { filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) };
    const res = await t.upload('POST', '/api/product/add-product', product, [empty], await t.loginSeller());
    expect(res.status).toBe(201);
    expect(res.body.product.image).toEqual([]);
  });
});

describe('stored images follow what shows them', () => {
  const imageStatus = async (name: string) => (await t.get(`/images/${name.replace('.webp', '-320.webp')}`)).status;

  it('drops the old pictures when an edit replaces them, and a deleted news item’s pictures', async () => {
    const seller = await t.loginSeller();
    const added = await t.upload('POST', '/api/product/add-product', product, [await realImage()], seller);
    const [oldImage] = added.body.product.image;
    expect(await imageStatus(oldImage)).toBe(200);
    const edited = await t.upload(
      'PUT',
      `/api/product/${added.body.product._id}`,
      product,
      [await realImage()],
      seller,
    );
    expect(await imageStatus(oldImage)).toBe(404);
    expect(await imageStatus(edited.body.product.image[0])).toBe(200);

    const posted = await t.upload('POST', '/api/news/add-news', news, [await realImage()], seller);
    await t.del(`/api/news/${posted.body.news._id}`, seller);
    expect(await imageStatus(posted.body.news.image[0])).toBe(404);
  });

  it('keeps a deleted product’s picture while an order still shows it', async () => {
    const seller = await t.loginSeller();
    const added = await t.upload(
      'POST',
      '/api/product/add-product',
      { ...product, offerPrice: '5' },
      [await realImage()],
      seller,
    );
    const customer = await t.registerCustomer();
    const address = await t.createAddress(customer.cookie);
    const order = await t.post(
      '/api/order/cod',
      { items: [{ product: added.body.product._id, quantity: 1 }], address: address._id },
      customer.cookie,
    );
    expect(order.status).toBe(201);
    await t.del(`/api/product/${added.body.product._id}`, seller);
    expect(await imageStatus(added.body.product.image[0])).toBe(200);
  });
});
