/** The cart's one rule and its action (app/lib/cart/cart-actions.server.ts): what a cart
 * form does to a cart (the page's optimistic cart applies the same function), and
 * placing an order from the cart the server holds, checked by the API's own
 * orderCreateSchema, whether the form was posted as a page (before or without
 * JavaScript) or by React Router once hydrated: one action, one schema. */
import { describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { cartAction } from '../../../app/lib/cart/cart-actions.server.ts';
import { changeCart, MAX_LINE_QUANTITY } from '../../../domain/cart/cart.ts';
import { MSG } from '../../../domain/shared/messages.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const ADDRESS = 'AAAAAAAA-1111-4111-8111-111111111111';

describe('changeCart', () => {
  it('adds one by default, the chosen quantity otherwise, never past the cap', () => {
    expect(changeCart({}, { intent: 'add', productId: A })).toEqual({ [A]: 1 });
    expect(changeCart({ [A]: 2 }, { intent: 'buy', productId: A, quantity: '3' })).toEqual({ [A]: 5 });
    expect(changeCart({ [A]: MAX_LINE_QUANTITY - 1 }, { intent: 'add', productId: A, quantity: '9' })).toEqual({
      [A]: MAX_LINE_QUANTITY,
    });
    expect(changeCart({}, { intent: 'add', productId: A, quantity: 'abc' })).toEqual({ [A]: 1 });
  });

  it('sets a quantity, removes a line (or sets 0), and keeps the others', () => {
    const cart = { [A]: 2, [B]: 1 };
    expect(changeCart(cart, { intent: 'set', productId: A, quantity: '7' })).toEqual({ [A]: 7, [B]: 1 });
    expect(changeCart(cart, { intent: 'set', productId: A, quantity: '0' })).toEqual({ [B]: 1 });
    expect(changeCart(cart, { intent: 'remove', productId: A.toUpperCase() })).toEqual({ [B]: 1 });
    expect(cart).toEqual({ [A]: 2, [B]: 1 }); // a new cart: the loader's stays as it was
  });
});

function orderPost(fields: Record<string, string>, asPage: boolean) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (asPage) headers.accept = 'text/html';
  // React Router strips the `.data` of its own posts before the action runs: the same address
  return new Request('http://shop.test/cart', { method: 'POST', headers, body: new URLSearchParams(fields) });
}

function shop(cart: Record<string, number>) {
  const checkout = vi.fn(async () => ({ order: { _id: 'order-1' }, replayed: false }));
  const context = {
    user: { _id: 'u1', name: 'Aysel', email: 'a@test.az', cart },
    services: { checkout: { checkoutOnce: checkout } },
    checkoutConfig: {},
    origin: 'http://shop.test',
  } as unknown as AppLoadContext;
  return { context, checkout };
}

describe.each([
  ['posted as a page (before or without JavaScript)', true],
  ['posted by React Router once hydrated', false],
])('placing an order, %s', (_, asPage) => {
  it('orders the cart the server holds, not lines sent with the form', async () => {
    const { context, checkout } = shop({ [A]: 2 });
    const answer = await cartAction({
      request: orderPost({ intent: 'order', address: ADDRESS, items: `${B}:5` }, asPage),
      context,
    }).catch((thrown: Response) => thrown);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get('location')).toBe('/my-orders/order-1?placed=1');
    expect(checkout).toHaveBeenCalledWith(
      {},
      'u1',
      { items: [{ product: A, quantity: 2 }], address: ADDRESS.toLowerCase() },
      'http://shop.test',
      undefined, // no prescription photo
      { key: undefined, fromCart: true, lang: 'az' }, // the cart the database holds is what is ordered (decision 0079)
    );
  });

  it.each([
    ['without an address', { [A]: 1 }, '', MSG.selectAddress],
    ['with an empty cart', {}, ADDRESS, MSG.cartEmpty],
  ])('refuses %s with 400 and the message, ordering nothing', async (_case, cart, address, message) => {
    const { context, checkout } = shop(cart);
    const answer = (await cartAction({ request: orderPost({ intent: 'order', address }, asPage), context })) as {
      data: { message: string };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.message).toBe(message);
    expect(checkout).not.toHaveBeenCalled();
  });
});

describe('placing an order with a prescription (decision 0053)', () => {
  it('hands the vet, clinic and the photo of one multipart post to the checkout', async () => {
    const { context, checkout } = shop({ [A]: 1 });
    const form = new FormData();
    form.set('intent', 'order');
    form.set('address', ADDRESS);
    form.set('vetName', ' Dr. Rəşad Məmmədov ');
    form.set('clinic', 'Vet-Mərkəz');
    form.set('prescriptionPhoto', new File([new Uint8Array([1, 2, 3])], 'resept.jpg', { type: 'image/jpeg' }));
    const request = new Request('http://shop.test/cart', { method: 'POST', body: form });
    await cartAction({ request, context }).catch((thrown: Response) => thrown);
    expect(checkout).toHaveBeenCalledWith(
      {},
      'u1',
      {
        items: [{ product: A, quantity: 1 }],
        address: ADDRESS.toLowerCase(),
        prescription: { vetName: 'Dr. Rəşad Məmmədov', clinic: 'Vet-Mərkəz' },
      },
      'http://shop.test',
      Buffer.from([1, 2, 3]),
      { key: undefined, fromCart: true, lang: 'az' }, // an order from an Azerbaijani page is recorded as such
    );
  });
});
