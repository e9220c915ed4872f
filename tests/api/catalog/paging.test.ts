/** Keyset paging of products, news and users (docs/architecture.md §Scale), in the services
 * and through the API: every row once, newest first, back and forth, with
 * the total; rows created in the same microsecond are told apart by id. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decodeCursor } from '../../../domain/shared/cursor.ts';
import type { Page, PageRequest } from '../../../domain/shared/paging.ts';
import { pageProducts, SEARCH_COUNT_CAP, type ProductQuery } from '../../../server/services/catalog/catalog.ts';
import { refreshSearchDocs } from '../../../server/services/search/search.ts';
import { useTestApp } from '../../helpers/app.ts';

const t = useTestApp();

/** Follows `next` to the end, then `prev` back to the start. */
async function walk<T>(load: (request: PageRequest) => Promise<Page<T>>, limit: number) {
  const forward: T[][] = [];
  let page = await load({ limit });
  forward.push(page.items);
  while (page.next) {
    page = await load({ limit, after: decodeCursor(page.next)! });
    forward.push(page.items);
  }
  const backward: T[][] = [page.items];
  while (page.prev) {
    page = await load({ limit, before: decodeCursor(page.prev)! });
    backward.unshift(page.items);
  }
  return { forward, backward, total: page.total };
}

describe('paging the catalogue', () => {
  it('walks every matching product once, newest first, forwards and back, with filters and ties', async () => {
    for (let i = 0; i < 7; i++) await t.createProduct({ name: `Səhifə vitamini ${i}`, category: 'Digər' });
    await t.createProduct({ name: 'Səhifə vitamini stoksuz', category: 'Digər', inStock: false });
    await t.createProduct({ name: 'Səhifə vitamini həb', category: 'Həblər' });
    // three share one creation time, two more differ from it by a microsecond
    await t.db.execute(
      sql`update products set created_at = '2026-01-01 10:00:00.000001+00' where name in ('Səhifə vitamini 1', 'Səhifə vitamini 2', 'Səhifə vitamini 3')`,
    );
    await t.db.execute(
      sql`update products set created_at = '2026-01-01 10:00:00.000002+00' where name = 'Səhifə vitamini 4'`,
    );
    await t.db.execute(
      sql`update products set created_at = '2026-01-01 10:00:00.000000+00' where name = 'Səhifə vitamini 0'`,
    );

    const query: ProductQuery = { search: 'SEHIFE', category: 'Digər', inStock: true };
    const { forward, backward, total } = await walk((request) => pageProducts(t.db, query, request), 3);
    const names = forward.flat().map((p) => p.name);
    expect(total).toBe(7);
    expect(forward.map((items) => items.length)).toEqual([3, 3, 1]);
    expect(new Set(names).size).toBe(7);
    expect(names.slice(0, 2).sort()).toEqual(['Səhifə vitamini 5', 'Səhifə vitamini 6']);
    expect(names.slice(2)).toEqual(expect.arrayContaining(['Səhifə vitamini 4']));
    expect(names.at(-1)).toBe('Səhifə vitamini 0');
    expect(backward.map((items) => items.map((p) => p.name))).toEqual(forward.map((items) => items.map((p) => p.name)));

    const outOfStock = await pageProducts(t.db, { search: 'sehife', inStock: false }, { limit: 10 });
    expect(outOfStock.items.map((p) => p.name)).toEqual(['Səhifə vitamini stoksuz']);
    expect(outOfStock).toMatchObject({ total: 1, next: null, prev: null });
  });
});

describe('counting a search', () => {
  it('counts matches up to the cap and says when there are more', async () => {
    await t.db.execute(
      sql`insert into products (name, name_folded, category) select 'Sayğac ' || i, 'saygac ' || i, 'Digər' from generate_series(1, ${SEARCH_COUNT_CAP + 1}) as i`,
    );
    await refreshSearchDocs(t.db); // rows written past the services get their search documents as at a start
    const many = await pageProducts(t.db, { search: 'SAYĞAC' }, { limit: 5 });
    expect(many).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
    expect(many.items).toHaveLength(5);
    const few = await pageProducts(t.db, { search: 'saygac 100' }, { limit: 5 }); // 100, 1000 and 1001
    expect(few).toMatchObject({ total: 3, totalCapped: false });
    await t.db.execute(sql`delete from products where name_folded like 'saygac %'`);
  });
});

describe('paged API lists', () => {
  it('/api/product/list answers a page of products with the total and a cursor for the next page', async () => {
    const first = await t.get('/api/product/list?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.products).toHaveLength(2);
    expect(first.body.total).toBeGreaterThanOrEqual(9);
    expect(first.body.prev).toBeNull();
    const second = await t.get(`/api/product/list?limit=2&after=${first.body.next}`);
    expect(second.body.products[0]._id).not.toBe(first.body.products[1]._id);
    expect(second.body.prev).toBeTruthy();
    const all = await t.get('/api/product/list');
    expect(all.body.products).toHaveLength(all.body.total); // a catalogue within one page comes whole
    expect(all.body.next).toBeNull();
  });

  it('refuses a damaged cursor, a bad limit and both directions at once, in Azerbaijani', async () => {
    for (const query of [
      'after=xyz',
      'before=12_not-a-uuid',
      'limit=0',
      'limit=1001',
      'limit=abc',
      `after=1_${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}&before=1_${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
    ]) {
      const res = await t.get(`/api/product/list?${query}`);
      expect(res.status, query).toBe(400);
    }
    expect((await t.get('/api/news/list?limit=-3')).status).toBe(400);
  });

  it('/api/news/list pages news; visitors see visible news only, in the total too', async () => {
    for (let i = 0; i < 3; i++) await t.createNews({ title: `Görünən xəbər ${i}` });
    await t.createNews({ title: 'Gizli xəbər', seen: false });
    const visitor = await t.get('/api/news/list?limit=2');
    expect(visitor.body.newses).toHaveLength(2);
    expect(visitor.body.total).toBe(3);
    const rest = await t.get(`/api/news/list?limit=2&after=${visitor.body.next}`);
    expect(rest.body.newses).toHaveLength(1);
    expect(rest.body.next).toBeNull();
    const titles = [...visitor.body.newses, ...rest.body.newses].map((n: { title: string }) => n.title);
    expect(titles.sort()).toEqual(['Görünən xəbər 0', 'Görünən xəbər 1', 'Görünən xəbər 2']);
    const seller = await t.get('/api/news/list', await t.loginSeller());
    expect(seller.body.total).toBe(4);
    expect(seller.body.newses.map((n: { title: string }) => n.title)).toContain('Gizli xəbər');
  });

  it('/api/user/all-users pages customers for a seller only, each with the order count', async () => {
    const customers = [];
    for (let i = 0; i < 3; i++) customers.push(await t.registerCustomer(`Səhifə müştərisi ${i}`));
    const product = await t.createProduct();
    const address = await t.createAddress(customers[0].cookie);
    expect(
      (
        await t.post(
          '/api/order/cod',
          { items: [{ product: product._id, quantity: 2 }], address: address._id },
          customers[0].cookie,
        )
      ).status,
    ).toBe(201);
    expect((await t.get('/api/user/all-users')).status).toBe(401);
    expect((await t.get('/api/user/all-users', customers[0].cookie)).status).toBe(403);
    const seller = await t.loginSeller();
    const first = await t.get('/api/user/all-users?limit=2', seller);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(3);
    expect(first.body.data.map((u: { name: string }) => u.name)).toEqual(['Səhifə müştərisi 2', 'Səhifə müştərisi 1']);
    expect(first.body.data[0]).toMatchObject({ email: customers[2].email, orderCount: 0 });
    const second = await t.get(`/api/user/all-users?limit=2&after=${first.body.next}`, seller);
    expect(second.body.data.map((u: { name: string }) => u.name)).toEqual(['Səhifə müştərisi 0']);
    expect(second.body.data[0].orderCount).toBe(1);
    expect(second.body.next).toBeNull();
  });
});
