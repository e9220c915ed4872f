/** No answer tells the exact quantity of a well-stocked product (issue 32 item 8, decisions 0059
 * and 0087): a cart or an order asking for more than may be sold online stops at the online limit
 * (the quantity cut to its first digit) and says so without the number, on the page path (a
 * visitor's POST /cart) and the API (/api/cart/update, /api/order/cod); scarce stock stays exact. */
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cartAction } from '../../../app/lib/cart/cart-actions.server.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { createServices } from '../../../server/services/index.ts';
import { trackedProduct } from '../../helpers/tracked-product.ts';
import { useTestApp } from '../../helpers/app.ts';

const { PAGE_MSG, STOCK_MSG } = textsIn('az');

const t = useTestApp();
const STOCK = 643;

/** Whether an answer names the stock as a number of its own: ids and timestamps are left out first,
 * since a random id or a time's milliseconds may hold the same digits by chance. */
function tellsStock(text: string): boolean {
  const withoutIds = text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, 'ID')
    .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z?/g, 'TIME');
  return new RegExp(`(^|\\D)${STOCK}(\\D|$)`).test(withoutIds);
}

/** POST /cart as a visitor's form sends it, without JavaScript: the answer and its cart cookie. */
async function visitorAdds(productId: string, quantity: number, cookie = '') {
  const request = new Request('http://shop.test/cart', {
    method: 'POST',
    body: new URLSearchParams({ intent: 'add', productId, quantity: String(quantity) }),
    headers: cookie ? { cookie } : {},
  });
  const context = { services: createServices(t.db), user: null } as unknown as AppLoadContext;
  const answer = (await cartAction({ request, context })) as { data: unknown; init: { headers: HeadersInit } };
  const setCookie = new Headers(answer.init.headers).get('set-cookie') ?? '';
  const cart = JSON.parse(decodeURIComponent(setCookie.split(';')[0].split('=').slice(1).join('='))) as Record<
    string,
    number
  >;
  return { text: JSON.stringify(answer.data) + setCookie, data: answer.data, cart };
}

describe('a well-stocked quantity is never told', () => {
  it('the check finds the number itself, not the same digits inside an id or a time', () => {
    expect(tellsStock('{"stock":643}')).toBe(true);
    expect(tellsStock('cart=%7B%22a%22%3A643%7D')).toBe(true);
    expect(tellsStock('{"_id":"5fd68797-5886-4433-85df-a650226e6431","at":"2026-11-29T02:51:06.643Z"}')).toBe(false);
  });

  it('a visitor adding 999 gets the online limit, said without the number', async () => {
    const p = await trackedProduct(t, STOCK, 'Vitamin AD3E 100 ml');
    const added = await visitorAdds(p._id, 999);
    expect(added.cart[p._id]).toBe(600);
    expect(added.data).toMatchObject({ ok: true, notice: 'cart-limited' });
    expect(tellsStock(added.text)).toBe(false);
    // just below the stock is cut too, so asking 601, 602 … tells nothing but the limit
    expect((await visitorAdds(p._id, 640)).cart[p._id]).toBe(600);
    const within = await visitorAdds(p._id, 600);
    expect(within.cart[p._id]).toBe(600);
    expect(within.data).toMatchObject({ notice: 'added-to-cart' });
    expect(tellsStock(JSON.stringify((await t.get(`/api/product/${p._id}`)).body))).toBe(false);
  });

  it('the API cart stops at the limit and says so; scarce stock stays exact', async () => {
    const c = await t.registerCustomer();
    const plenty = await trackedProduct(t, STOCK, 'Multivitamin tozu 1 kq');
    const few = await trackedProduct(t, 3, 'Bravecto 20 kq');
    const res = await t.post('/api/cart/update', { cartItems: { [plenty._id]: 999, [few._id]: 999 } }, c.cookie);
    expect(res.status).toBe(200);
    expect(res.body.cart).toEqual({ [plenty._id]: 600, [few._id]: 3 });
    expect(res.body.message).toBe(PAGE_MSG.cartLimited);
    expect(tellsStock(JSON.stringify(res.body))).toBe(false);
    const fits = await t.post('/api/cart/update', { cartItems: { [plenty._id]: 2 } }, c.cookie);
    expect(fits.body.message).toBe(PAGE_MSG.cartUpdated);
  });

  it('an order above the limit is refused without the number; scarce stock is named exactly', async () => {
    const c = await t.registerCustomer();
    const address = (await t.createAddress(c.cookie))._id;
    const plenty = await trackedProduct(t, STOCK, 'Elektrolit tozu 1 kq');
    const few = await trackedProduct(t, 3, 'Simparica 10 kq');
    const order = (product: string, quantity: number) =>
      t.post('/api/order/cod', { items: [{ product, quantity }], address }, c.cookie);
    for (const quantity of [999, 640]) {
      const res = await order(plenty._id, quantity);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(STOCK_MSG.notEnough('Elektrolit tozu 1 kq', 'untold'));
      expect(tellsStock(JSON.stringify(res.body))).toBe(false);
    }
    expect((await order(few._id, 4)).body.message).toBe(
      '"Simparica 10 kq" məhsulundan cəmi 3 ədəd qalıb. Səbətdəki miqdarı azaldın.',
    );
    expect((await order(plenty._id, 600)).status).toBe(201);
  });
});
