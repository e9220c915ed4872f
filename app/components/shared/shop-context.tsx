/** The storefront's user and cart (docs/architecture.md §Order states). Both come from the site layout's
 * loader: the cart the server holds (the account's, or the visitor's cookie).
 * Cart forms still in flight are applied on top from their `fetcher.formData`
 * by the same rule the cart's action applies (domain/cart/cart.ts changeCart); a fetcher's answer
 * becomes its notice (answer-notices.ts). */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useFetchers, useRevalidator } from 'react-router';
import { CART_CHANGES, changeCart, type Cart } from '../../../domain/cart/cart';
import type { PublicUser } from '../../../domain/shared/types';
import { browserCart } from '../../lib/cart/cart-cookie';
import { useAnswerNotices } from './answer-notices';
import { basePath } from '../../../domain/i18n/lang';

type ShopState = {
  user: PublicUser | null;
  /** The server's cart with the changes still being sent applied. */
  cart: Cart;
  authOpen: boolean;
  openAuth: () => void;
  closeAuth: () => void;
};

type Fetchers = ReturnType<typeof useFetchers>;

const ShopContext = createContext<ShopState | null>(null);

export function useShop(): ShopState {
  const state = useContext(ShopContext);
  if (!state) throw new Error('useShop outside ShopProvider');
  return state;
}

const isCartChange = (intent: unknown) => (CART_CHANGES as readonly unknown[]).includes(intent);

function optimisticCart(held: Cart, fetchers: Fetchers): Cart {
  let cart = held;
  for (const fetcher of fetchers) {
    const form = fetcher.formData;
    if (!form || basePath(fetcher.formAction?.split('?')[0] ?? '') !== '/cart') continue;
    if (!isCartChange(form.get('intent'))) continue;
    cart = changeCart(cart, Object.fromEntries([...form].filter(([, v]) => typeof v === 'string')) as never);
  }
  return cart;
}

export function ShopProvider({
  user,
  cart: held,
  children,
}: {
  user: PublicUser | null;
  cart: Cart;
  children: React.ReactNode;
}) {
  const fetchers = useFetchers();
  const [authOpen, setAuthOpen] = useState(false);
  const revalidator = useRevalidator();
  useAnswerNotices(fetchers);

  // a shared cache (CDN) may hand a visitor with a cart the page rendered for one without:
  // the cookie is the visitor's cart, so ask the server once more (decision 0019)
  const checkedCookie = useRef(false);
  useEffect(() => {
    if (checkedCookie.current) return;
    checkedCookie.current = true;
    if (!user && JSON.stringify(browserCart()) !== JSON.stringify(held)) void revalidator.revalidate();
  }, [user, held, revalidator]);

  const cart = useMemo(() => optimisticCart(held, fetchers), [held, fetchers]);
  const openAuth = useCallback(() => setAuthOpen(true), []);
  const closeAuth = useCallback(() => setAuthOpen(false), []);
  const value = useMemo<ShopState>(
    () => ({ user, cart, authOpen, openAuth, closeAuth }),
    [user, cart, authOpen, openAuth, closeAuth],
  );
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
}
