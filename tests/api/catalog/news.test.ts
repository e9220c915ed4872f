/** /api/news: visible news for everyone; hidden news and edits for sellers. */
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/shared/messages.ts';
import { UNKNOWN_ID, useTestApp } from '../../helpers/app.ts';
import { realImage } from '../../helpers/multipart.ts';
import { addStaff } from '../../helpers/staff.ts';

const t = useTestApp();
const ids = (res: { body: { newses: { _id: string }[] } }) => res.body.newses.map((n) => n._id);

describe('reading news', () => {
  it('shows visitors and customers visible news only, with the News shape', async () => {
    const shown = await t.createNews({ seen: true });
    const hidden = await t.createNews({ seen: false });
    const c = await t.registerCustomer();
    for (const cookie of [undefined, c.cookie]) {
      const res = await t.get('/api/news/list', cookie);
      expect(res.status).toBe(200);
      expect(ids(res)).toContain(shown._id);
      expect(ids(res)).not.toContain(hidden._id);
    }
    const res = await t.get('/api/news/list?onlySeen=false');
    expect(ids(res)).not.toContain(hidden._id); // a visitor cannot ask for hidden news
    expect(res.body.newses.find((n: { _id: string }) => n._id === shown._id)).toEqual({
      _id: shown._id,
      title: shown.title,
      description: 'Yeni məhsullar gəldi.',
      // issue 36: none written in Russian
      titleRu: null,
      descriptionRu: null,
      image: shown.image,
      seen: true,
      createdAt: expect.any(String),
    });
  });

  it('shows the seller hidden news too, unless onlySeen=true', async () => {
    const hidden = await t.createNews({ seen: false });
    const seller = await t.loginSeller();
    expect(ids(await t.get('/api/news/list', seller))).toContain(hidden._id);
    expect(ids(await t.get('/api/news/list?onlySeen=true', seller))).not.toContain(hidden._id);
  });

  // issue 40 item 4: hidden news belong to news.write; other staff read what visitors read
  it('shows hidden news only to staff who may write news', async () => {
    const shown = await t.createNews({ seen: true });
    const hidden = await t.createNews({ seen: false });
    for (const role of ['warehouse', 'accountant'] as const) {
      const { cookie } = await addStaff(t, role);
      const list = await t.get('/api/news/list', cookie);
      expect(list.status).toBe(200);
      expect(ids(list)).toContain(shown._id);
      expect(ids(list)).not.toContain(hidden._id);
      expect(ids(await t.get('/api/news/list?onlySeen=false', cookie))).not.toContain(hidden._id);
      const one = await t.get(`/api/news/${hidden._id}`, cookie);
      expect(one.status).toBe(404);
      expect(one.body.message).toBe(MSG.newsNotFound);
      expect((await t.get(`/api/news/${shown._id}`, cookie)).status).toBe(200);
    }
    for (const role of ['owner', 'manager', 'editor'] as const) {
      const { cookie } = await addStaff(t, role);
      expect(ids(await t.get('/api/news/list', cookie))).toContain(hidden._id);
      expect((await t.get(`/api/news/${hidden._id}`, cookie)).status).toBe(200);
    }
  });

  it('refuses a malformed onlySeen with 400', async () => {
    expect((await t.get('/api/news/list?onlySeen=maybe')).status).toBe(400);
  });

  it('answers hidden news 404 for the public but shows it to the seller', async () => {
    const hidden = await t.createNews({ seen: false });
    const anon = await t.get(`/api/news/${hidden._id}`);
    expect(anon.status).toBe(404);
    expect(anon.body.message).toBe(MSG.newsNotFound);
    const c = await t.registerCustomer();
    expect((await t.get(`/api/news/${hidden._id}`, c.cookie)).status).toBe(404);
    const seller = await t.get(`/api/news/${hidden._id}`, await t.loginSeller());
    expect(seller.status).toBe(200);
    expect(seller.body.news._id).toBe(hidden._id);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.get(`/api/news/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await t.get('/api/news/12')).status).toBe(400);
  });
});

describe('adding news', () => {
  it('stores the news with its images and answers 201', async () => {
    const res = await t.upload(
      'POST',
      '/api/news/add-news',
      { title: 'Yeni filial', description: 'Gəncədə', seen: 'true' },
      [await realImage()],
      await t.loginSeller(),
    );
    expect(res.status).toBe(201);
    expect(res.body.news).toMatchObject({
      title: 'Yeni filial',
      description: 'Gəncədə',
      seen: true,
      image: [expect.any(String)],
    });
    expect(ids(await t.get('/api/news/list'))).toContain(res.body.news._id);
  });

  it('refuses news without an image with 400 and the spec message', async () => {
    const res = await t.upload(
      'POST',
      '/api/news/add-news',
      { title: 'Şəkilsiz', description: 'Mətn' },
      [],
      await t.loginSeller(),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Zəhmət olmasa ən azı bir şəkil yükləyin.');
  });

  it.each([
    ['no title', { description: 'Mətn' }],
    ['no description', { title: 'Başlıq' }],
    ['seen that is not a boolean', { title: 'Başlıq', description: 'Mətn', seen: 'bəlkə' }],
  ])('refuses %s with 400', async (_label, form) => {
    expect(
      (await t.upload('POST', '/api/news/add-news', form, [await realImage()], await t.loginSeller())).status,
    ).toBe(400);
  });

  it('refuses anonymous callers (401) and customers (403)', async () => {
    const c = await t.registerCustomer();
    const form = { title: 'A', description: 'B' };
    expect((await t.upload('POST', '/api/news/add-news', form, [await realImage()])).status).toBe(401);
    expect((await t.upload('POST', '/api/news/add-news', form, [await realImage()], c.cookie)).status).toBe(403);
  });
});

describe('editing, hiding and deleting news', () => {
  it('updates text and visibility, keeps images when none are sent, replaces them when sent', async () => {
    const seller = await t.loginSeller();
    const n = await t.createNews({ seen: true });
    const kept = await t.upload(
      'PUT',
      `/api/news/${n._id}`,
      { title: 'Yeni başlıq', description: 'Yeni mətn', seen: 'false' },
      [],
      seller,
    );
    expect(kept.status).toBe(200);
    expect(kept.body.message).toBe(MSG.newsUpdated);
    expect(kept.body.news).toMatchObject({ title: 'Yeni başlıq', seen: false, image: n.image });
    const replaced = await t.upload(
      'PUT',
      `/api/news/${n._id}`,
      { title: 'B', description: 'C' },
      [await realImage()],
      seller,
    );
    expect(replaced.body.news.image).not.toEqual(n.image);
    expect(replaced.body.news.seen).toBe(false);
  });

  it('edit answers 404 unknown, 400 malformed id or missing title, 401 anonymous, 403 customer', async () => {
    const seller = await t.loginSeller();
    const c = await t.registerCustomer();
    const n = await t.createNews();
    const form = { title: 'A', description: 'B' };
    expect((await t.upload('PUT', `/api/news/${UNKNOWN_ID}`, form, [], seller)).status).toBe(404);
    expect((await t.upload('PUT', '/api/news/zzz', form, [], seller)).status).toBe(400);
    expect((await t.upload('PUT', `/api/news/${n._id}`, { description: 'B' }, [], seller)).status).toBe(400);
    expect((await t.upload('PUT', `/api/news/${n._id}`, form, [])).status).toBe(401);
    expect((await t.upload('PUT', `/api/news/${n._id}`, form, [], c.cookie)).status).toBe(403);
  });

  it('seen toggles visibility for the public', async () => {
    const seller = await t.loginSeller();
    const n = await t.createNews({ seen: true });
    const hide = await t.put('/api/news/seen', { id: n._id, seen: false }, seller);
    expect(hide.status).toBe(200);
    expect(hide.body).toMatchObject({ message: MSG.newsHidden, news: { _id: n._id, seen: false } });
    expect((await t.get(`/api/news/${n._id}`)).status).toBe(404);
    const show = await t.put('/api/news/seen', { id: n._id, seen: true }, seller);
    expect(show.body.message).toBe(MSG.newsVisible);
    expect((await t.get(`/api/news/${n._id}`)).status).toBe(200);
  });

  it('seen answers 400 for bad input, 404 unknown, 401 anonymous, 403 customer', async () => {
    const seller = await t.loginSeller();
    const c = await t.registerCustomer();
    const n = await t.createNews();
    expect((await t.put('/api/news/seen', { id: n._id, seen: 'no' }, seller)).status).toBe(400);
    expect((await t.put('/api/news/seen', { id: 'x', seen: true }, seller)).status).toBe(400);
    expect((await t.put('/api/news/seen', { seen: true }, seller)).status).toBe(400);
    expect((await t.put('/api/news/seen', { id: UNKNOWN_ID, seen: true }, seller)).status).toBe(404);
    expect((await t.put('/api/news/seen', { id: n._id, seen: false })).status).toBe(401);
    expect((await t.put('/api/news/seen', { id: n._id, seen: false }, c.cookie)).status).toBe(403);
  });

  it('deletes news for the seller only', async () => {
    const seller = await t.loginSeller();
    const c = await t.registerCustomer();
    const n = await t.createNews();
    expect((await t.del(`/api/news/${n._id}`)).status).toBe(401);
    expect((await t.del(`/api/news/${n._id}`, c.cookie)).status).toBe(403);
    const res = await t.del(`/api/news/${n._id}`, seller);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.newsDeleted);
    expect((await t.get(`/api/news/${n._id}`, seller)).status).toBe(404);
    expect((await t.del(`/api/news/${n._id}`, seller)).status).toBe(404);
    expect((await t.del('/api/news/bad-id', seller)).status).toBe(400);
  });
});
