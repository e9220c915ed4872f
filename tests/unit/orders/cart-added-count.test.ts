/** Adding more than is left (issue 32 item 11): the cart stops at what is left, and the notice
 * says how many were added and why not more: with JavaScript the toast (the fetcher's answer),
 * without it the banner of the page it goes back to (`?notice=`). */
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cartAction } from '../../../app/lib/cart/cart-actions.server.ts';
import { answerNotice, pageNotice } from '../../../app/lib/notices.ts';
import { changeCart, MAX_LINE_QUANTITY, type Cart } from '../../../domain/cart/cart.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';

const A = '11111111-1111-4111-8111-111111111111';

/** A shop with `left` units of A; the customer's cart holds `held`. */
function shop(held: Cart, left: number, account: boolean) {
  const cap = (cart: Cart) =>
    Object.fromEntries(Object.entries(cart).map(([id, q]) => [id, Math.min(q, left)])) as Cart;
  const carts = {
    capCart: async (cart: Cart) => cap(cart),
    changeAccountCart: async (_user: string, change: (cart: Cart) => Cart) => cap(change(held)),
  };
  return {
    user: account ? { _id: 'u1', name: 'Aysel', email: 'a@test.az', cart: held } : null,
    // a retail customer: no trade buyer's quantity rule refuses the add (tests/api/trade/trade-orders.test.ts)
    services: { cart: carts, tradePricing: { checkCartQuantity: async () => {} } },
    secureCookies: false,
  } as unknown as AppLoadContext;
}

function addPost(quantity: number, held: Cart, asPage: boolean, account: boolean) {
  const fields: Record<string, string> = { intent: 'add', productId: A, quantity: String(quantity) };
  if (asPage) fields.redirectTo = '/products/a';
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (!account) headers.cookie = `cart=${encodeURIComponent(JSON.stringify(held))}`;
  return new Request('http://shop.test/cart', { method: 'POST', headers, body: new URLSearchParams(fields) });
}

/** What the customer reads after the add: the toast's text, or the banner's on the page gone back to. */
async function noticeAfterAdd(quantity: number, held: Cart, left: number, asPage: boolean, account: boolean) {
  const answer = await cartAction({
    request: addPost(quantity, held, asPage, account),
    context: shop(held, left, account),
  }).catch((thrown: Response) => thrown);
  if (answer instanceof Response) {
    expect(answer.status).toBe(302);
    return pageNotice(textsIn('az').PAGE_MSG, new URL(answer.headers.get('location')!, 'http://shop.test').search);
  }
  return answerNotice(textsIn('az').PAGE_MSG, (answer as { data: Parameters<typeof answerNotice>[1] }).data);
}

describe.each([
  ['with JavaScript (the toast)', false],
  ['without JavaScript (the banner)', true],
])('adding to the cart %s', (_, asPage) => {
  describe.each([
    ['a visitor', false],
    ['a customer', true],
  ])('as %s', (_who, account) => {
    it('says plainly "Added to cart" when all were added', async () => {
      expect(await noticeAfterAdd(2, {}, 10, asPage, account)).toBe(MSG.addedToCart);
    });

    it('says how many were added and that no more are in stock', async () => {
      const text = await noticeAfterAdd(5, {}, 3, asPage, account);
      expect(text).toBe(textsIn('az').PAGE_MSG.addedShort(3));
    });

    it('counts only what this add added to a line already in the cart', async () => {
      const text = await noticeAfterAdd(5, { [A]: 2 }, 3, asPage, account);
      expect(text).toBe(textsIn('az').PAGE_MSG.addedShort(1));
    });

    it('says nothing was added when the cart already holds all that is left', async () => {
      const text = await noticeAfterAdd(1, { [A]: 3 }, 3, asPage, account);
      expect(text).toBe(textsIn('az').PAGE_MSG.addedShort(0));
    });

    it('names the line limit when that, not the stock, stops it', async () => {
      const held = { [A]: MAX_LINE_QUANTITY - 2 };
      expect(changeCart(held, { intent: 'add', productId: A, quantity: '5' })[A]).toBe(MAX_LINE_QUANTITY);
      const text = await noticeAfterAdd(5, held, 5000, asPage, account);
      expect(text).toBe(textsIn('az').PAGE_MSG.addedShort(2));
    });
  });
});
