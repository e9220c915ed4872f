/** GET /api/order/seller (decision 0023): newest first, keyset pages, a count
 * per status, search by number, name, e-mail or phone, Baku-day ranges. */
import { beforeAll, describe, expect, it } from 'vitest';
import { bakuToday } from '../../../domain/orders/order-filters.ts';
import { PAGE_TEXT } from '../../../domain/shared/paging.ts';
import { useTestApp, type Customer } from '../../helpers/app.ts';

const t = useTestApp();
type Row = { _id: string; number: number; status: string; customer: { name: string; email: string } };
let seller: string;
const placed: { customer: Customer; order: Row }[] = [];

async function order(name: string, phone: string) {
  const customer = await t.registerCustomer(name);
  const address = await t.createAddress(customer.cookie, { phone, firstName: name.split(' ')[0] });
  const product = await t.createProduct({ offerPrice: 4 });
  const res = await t.post(
    '/api/order/cod',
    { items: [{ product: product._id, quantity: 1 }], address: address._id },
    customer.cookie,
  );
  placed.push({ customer, order: res.body.order });
}

const list = async (query = '') => (await t.get(`/api/order/seller${query}`, seller)).body;
const numbers = (body: { orders: Row[] }) => body.orders.map((o) => o.number);

beforeAll(async () => {
  seller = await t.loginSeller();
  await order('Şəbnəm Əliyeva', '055 111 22 33');
  await order('Elvin Quliyev', '050 444 55 66');
  await order('Günay Məmmədova', '070 777 88 99');
  await order('Orxan Həsənov', '099 123 45 67');
  await order('Aysel Rzayeva', '051 765 43 21');
  const [a, b, c] = placed.map((p) => p.order._id);
  await t.put(`/api/order/seller/${a}/status`, { status: 'Qəbul Edildi' }, seller);
  await t.put(`/api/order/seller/${b}/status`, { status: 'Qəbul Edildi' }, seller);
  await t.put(`/api/order/seller/${b}/status`, { status: 'Tamamlandı' }, seller);
  await t.put(`/api/order/seller/${c}/status`, { status: 'Ləğv Edildi' }, seller);
});

describe('the seller order list', () => {
  it('without parameters answers the first page of all orders, newest first, with total and counts', async () => {
    const body = await list();
    expect(numbers(body)).toEqual(placed.map((p) => p.order.number).reverse());
    expect(body.total).toBe(5);
    expect(body.counts).toEqual({ Göndərilib: 2, 'Qəbul Edildi': 1, Tamamlandı: 1, 'Ləğv Edildi': 1 });
    expect(body.next).toBeNull();
    expect(body.prev).toBeNull();
    expect(body.orders[0].customer.name).toBe('Aysel Rzayeva');
    expect(body.orders[0].items).toHaveLength(1);
  });

  it('pages with limit, after and before like every list, each order once, forwards and back', async () => {
    const pages: number[][] = [];
    let body = await list('?limit=2&status=new,accepted,completed,cancelled');
    pages.push(numbers(body));
    while (body.next) {
      expect(body.total).toBe(5);
      body = await list(`?limit=2&status=new,accepted,completed,cancelled&after=${body.next}`);
      pages.push(numbers(body));
    }
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual(placed.map((p) => p.order.number).reverse());
    const back: number[][] = [numbers(body)];
    while (body.prev) {
      body = await list(`?limit=2&status=new,accepted,completed,cancelled&before=${body.prev}`);
      back.unshift(numbers(body));
    }
    expect(back).toEqual(pages);
  });

  it('filters by status, one or several', async () => {
    expect(numbers(await list('?status=new'))).toEqual([placed[4].order.number, placed[3].order.number]);
    const body = await list('?status=accepted,completed');
    expect(numbers(body)).toEqual([placed[1].order.number, placed[0].order.number]);
    expect(body.total).toBe(2);
  });

  it('finds an order by number, phone as dialled, folded name and e-mail; counts follow the search', async () => {
    const target = placed[3];
    expect(numbers(await list(`?q=${target.order.number}`))).toEqual([target.order.number]);
    expect(numbers(await list(`?q=${encodeURIComponent('№ ' + target.order.number)}`))).toEqual([target.order.number]);
    for (const phone of ['099 123 45 67', '+994991234567', '0991234567', '1234567']) {
      expect(numbers(await list(`?q=${encodeURIComponent(phone)}`)), phone).toEqual([target.order.number]);
    }
    expect(numbers(await list('?q=hesenov'))).toEqual([target.order.number]);
    expect(numbers(await list(`?q=${encodeURIComponent('HƏSƏNOV')}`))).toEqual([target.order.number]);
    expect(numbers(await list(`?q=${encodeURIComponent(target.customer.email.toUpperCase())}`))).toEqual([
      target.order.number,
    ]);
    const body = await list(`?q=${encodeURIComponent('GÜNAY')}`);
    expect(body.counts).toEqual({ Göndərilib: 0, 'Qəbul Edildi': 0, Tamamlandı: 0, 'Ləğv Edildi': 1 });
    expect(body.total).toBe(1);
    expect((await list('?q=100%25_')).orders).toEqual([]);
  });

  it('keeps to Baku days', async () => {
    const today = bakuToday();
    expect((await list(`?from=${today}&to=${today}`)).total).toBe(5);
    expect((await list('?to=2020-01-01')).total).toBe(0);
    expect((await list('?from=2099-01-01')).orders).toEqual([]);
  });

  it('refuses bad parameters with 400 in Azerbaijani', async () => {
    for (const q of ['?limit=0', '?limit=1000', '?status=yeni', '?from=dünən', '?after=abc', '?before=12-x']) {
      expect((await t.get(`/api/order/seller${q}`, seller)).status, q).toBe(400);
    }
    // a damaged cursor is answered as on every paged API list (decision 0039)
    for (const url of ['/api/order/seller?after=abc', '/api/product/list?after=abc']) {
      expect((await t.get(url, seller)).body.message, url).toBe(PAGE_TEXT.badCursor);
    }
  });
});

describe('the CSV export', () => {
  it('streams the filtered orders with Azerbaijani headers, UTF-8 with a BOM', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/order/seller/export?status=new',
      headers: { cookie: seller },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="sifarisler-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Nömrə;Tarix;Status;Müştəri;E-poçt;Alıcı;Telefon;Ünvan;Məhsullar;Məbləğ (₼);Ödəniş;Ödənilib;Çatdırılma zonası;Çatdırılma haqqı (₼);Çatdırılma müddəti',
    );
    expect(lines.slice(1).map((l) => Number(l.split(';')[0]))).toEqual([
      placed[4].order.number,
      placed[3].order.number,
    ]);
    const orxan = lines.find((l) => l.startsWith(String(placed[3].order.number)))!.split(';');
    expect(orxan[2]).toBe('Göndərilib');
    expect(orxan[3]).toBe('Orxan Həsənov');
    expect(orxan[6]).toBe('099 123 45 67');
    expect(orxan[9]).toBe('4,00');
    expect(orxan[10]).toBe('Yerində ödəmə');
    expect(orxan[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('keeps a name that looks like a formula as text, and is for sellers only', async () => {
    const customer = await t.registerCustomer('=HYPERLINK("http://x";"y")');
    const address = await t.createAddress(customer.cookie);
    const product = await t.createProduct();
    await t.post(
      '/api/order/cod',
      { items: [{ product: product._id, quantity: 1 }], address: address._id },
      customer.cookie,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/order/seller/export?q=hyperlink',
      headers: { cookie: seller },
    });
    expect(res.body).toContain(`;"'=HYPERLINK(""http://x"";""y"")";`);
    expect((await t.get('/api/order/seller/export', customer.cookie)).status).toBe(403);
    expect((await t.get('/api/order/seller/export')).status).toBe(401);
    expect((await t.get('/api/order/seller/export?status=x', seller)).status).toBe(400);
  });
});
