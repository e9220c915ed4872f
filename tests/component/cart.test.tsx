/** The storefront cart (app/components/shop-context.tsx) as a shopper sees it
 * in the header badge: a failed save rolls the cart back; at login the
 * visitor's cart is merged into the account's and saved, and kept in its
 * cookie when that save fails so the next login merges it again. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddToCartForm } from '../../app/components/add-to-cart-form';
import { ShopProvider, useShop } from '../../app/components/shop-context';
import type { Cart } from '../../domain/cart';
import type { PublicUser } from '../../domain/types';

// product ids as the shop makes them: the cookie keeps only well-formed ones
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const customer = { _id: 'u1', name: 'Aysel', email: 'aysel@test.az', cart: { [B]: 1 } } as PublicUser;

/** What the API answers /api/cart/update with: the cart saved, or a failure. */
let cartSave: (cart: Cart) => Response;
const saved: Cart[] = [];

beforeEach(() => {
  saved.length = 0;
  document.cookie = 'cart=; max-age=0; path=/';
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url !== '/api/cart/update') throw new Error(`unexpected ${url}`);
    const cart = JSON.parse(String(init.body)).cartItems as Cart;
    saved.push(cart);
    return cartSave(cart);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (cart: Cart) => Response.json({ success: true, cart });
const failure = () => Response.json({ success: false, message: 'Xəta baş verdi!' }, { status: 500 });

function Badge() {
  const { cart, signedIn } = useShop();
  return (
    <>
      <p data-testid="badge">{Object.keys(cart).length}</p>
      <button type="button" onClick={() => signedIn(customer)}>
        Daxil ol
      </button>
    </>
  );
}

function renderShop(user: PublicUser | null, cart: Cart) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <ShopProvider initialUser={user} initialCart={cart}>
          <Badge />
          <AddToCartForm productId={A}>
            <button type="submit">Səbətə əlavə et</button>
          </AddToCartForm>
        </ShopProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

const badge = () => screen.getByTestId('badge').textContent;
const click = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

describe('the cart', () => {
  it('rolls back when the server does not save it', async () => {
    cartSave = failure;
    renderShop(customer, {});
    await click('Səbətə əlavə et');
    expect(saved).toEqual([{ [A]: 1 }]);
    expect(badge()).toBe('0');
  });

  it('keeps a change the server saved', async () => {
    cartSave = ok;
    renderShop(customer, {});
    await click('Səbətə əlavə et');
    expect(badge()).toBe('1');
  });

  it('merges the visitor cart into the account at login and clears the cookie', async () => {
    cartSave = ok;
    document.cookie = `cart=${encodeURIComponent(JSON.stringify({ [A]: 2 }))}; path=/`;
    renderShop(null, { [A]: 2 });
    await click('Daxil ol');
    expect(saved).toEqual([{ [A]: 2, [B]: 1 }]);
    expect(badge()).toBe('2');
    expect(document.cookie).not.toContain('cart=');
  });

  it('keeps the visitor cart in its cookie when the merged cart is not saved', async () => {
    cartSave = failure;
    document.cookie = `cart=${encodeURIComponent(JSON.stringify({ [A]: 2 }))}; path=/`;
    renderShop(null, { [A]: 2 });
    await click('Daxil ol');
    expect(badge()).toBe('2'); // the shopper still sees everything
    expect(document.cookie).toContain('cart=');
  });
});
