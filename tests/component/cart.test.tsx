/** The storefront cart (app/components/shared/shop-context.tsx) as a shopper sees it in
 * the header badge: it is the cart the layout's loader read from the server; an
 * add-to-cart form counts at once while the cart's action runs (its fetcher's
 * form data, by domain/cart/cart.ts changeCart), and a change the action refuses
 * leaves the server's cart. */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, data, Outlet, useLoaderData } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AddToCartForm } from '../../app/components/cart/add-to-cart-form';
import { ShopProvider, useShop } from '../../app/components/shared/shop-context';
import { changeCart, type Cart } from '../../domain/cart/cart';
import { allText } from '../helpers/page-text';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

/** The server's cart, and the action's answer held until the test lets it go. */
let held: Cart;
let refuse: boolean;
let answer: () => void;
const posted: Record<string, FormDataEntryValue>[] = [];

beforeEach(() => {
  held = { [B]: 1 };
  refuse = false;
  posted.length = 0;
});
afterEach(cleanup);

function Badge() {
  return <p data-testid="badge">{Object.keys(useShop().cart).length}</p>;
}

function Layout() {
  const { cart } = useLoaderData() as { cart: Cart };
  return (
    <ShopProvider user={null} cart={cart}>
      <Badge />
      <Outlet />
    </ShopProvider>
  );
}

function renderShop() {
  const Stub = createRoutesStub([
    {
      path: '/',
      loader: () => ({ cart: { ...held }, ...allText('az') }),
      Component: Layout,
      children: [
        {
          index: true,
          Component: () => (
            <AddToCartForm productId={A}>
              <button type="submit" name="intent" value="add">
                Səbətə əlavə et
              </button>
            </AddToCartForm>
          ),
        },
        {
          path: 'cart',
          action: async ({ request }) => {
            const fields = Object.fromEntries(await request.formData());
            posted.push(fields);
            await new Promise<void>((resolve) => (answer = resolve));
            if (refuse) return data({ ok: false, message: 'Məhsul tapılmadı.' }, { status: 400 });
            held = changeCart(held, fields as Record<string, string>);
            return { ok: true, notice: 'added-to-cart' };
          },
        },
      ],
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

const badge = () => screen.getByTestId('badge').textContent;
const add = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Səbətə əlavə et' })));

describe('the cart', () => {
  it('counts an added line at once, then shows the cart the server holds', async () => {
    renderShop();
    await waitFor(() => expect(badge()).toBe('1'));
    await add();
    await waitFor(() => expect(badge()).toBe('2')); // while the action runs
    expect(posted).toEqual([{ productId: A, intent: 'add' }]); // a fetcher's post: no redirectTo, the page stays
    await act(async () => answer());
    await waitFor(() => expect(held).toEqual({ [A]: 1, [B]: 1 }));
    expect(badge()).toBe('2');
  });

  it('goes back to the server cart when the action refuses the change', async () => {
    refuse = true;
    renderShop();
    await waitFor(() => expect(badge()).toBe('1'));
    await add();
    await waitFor(() => expect(badge()).toBe('2'));
    await act(async () => answer());
    await waitFor(() => expect(badge()).toBe('1'));
  });
});
