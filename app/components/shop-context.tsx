/** Cart and user of the storefront (spec §4): the cart is kept in a cookie
 * for visitors and synced to the server on every change once logged in; at
 * login the visitor's cart is merged into the account's, never lost. */
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { toast } from '../lib/toast';
import { useRevalidator } from 'react-router';
import { MAX_LINE_QUANTITY, mergeCarts, type Cart } from '../../domain/cart';
import { PAGE_MSG } from '../../domain/messages-page';
import type { PublicUser } from '../../domain/types';
import { api } from '../lib/api';
import { browserCart, clearCartCookie, saveCartCookie } from '../lib/cart-cookie';

type ShopState = {
  user: PublicUser | null;
  cart: Cart;
  /** Sets a product's quantity (0 removes it) and saves the cart; false when the save failed. */
  setQuantity: (productId: string, quantity: number) => Promise<boolean>;
  /** Adds `quantity` (default 1) of a product, capped per line. */
  addToCart: (productId: string, quantity?: number) => Promise<boolean>;
  clearCart: () => void;
  /** Called with the account the API answered at login or registration. */
  signedIn: (user: PublicUser) => Promise<void>;
  logout: () => Promise<void>;
  authOpen: boolean;
  openAuth: () => void;
  closeAuth: () => void;
};

const ShopContext = createContext<ShopState | null>(null);

export function useShop(): ShopState {
  const state = useContext(ShopContext);
  if (!state) throw new Error('useShop outside ShopProvider');
  return state;
}

async function saveCart(user: PublicUser | null, cart: Cart): Promise<Cart | null> {
  if (!user) {
    saveCartCookie(cart);
    return cart;
  }
  const result = await api<{ cart: Cart }>('/cart/update', { json: { cartItems: cart } });
  if (!result.success) {
    toast.error(result.message);
    return null;
  }
  return result.cart;
}

export function ShopProvider({
  initialUser,
  initialCart,
  children,
}: {
  initialUser: PublicUser | null;
  initialCart: Cart;
  children: React.ReactNode;
}) {
  const [user, setUser] = useState(initialUser);
  const [cart, setCart] = useState(initialCart);
  const [authOpen, setAuthOpen] = useState(false);
  const revalidator = useRevalidator();

  // the layout loader runs again only after login, logout or an order: take its answer
  const [loaded, setLoaded] = useState({ initialUser, initialCart });
  if (loaded.initialUser !== initialUser || loaded.initialCart !== initialCart) {
    setLoaded({ initialUser, initialCart });
    setUser(initialUser);
    setCart(initialCart);
  }

  // a shared cache (CDN) may hand a visitor with a cart the page rendered for one without:
  // after hydration the cookie's cart wins (decision 0019)
  useEffect(() => {
    if (initialUser) return;
    const held = browserCart();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the cookie is only readable after hydration
    if (JSON.stringify(held) !== JSON.stringify(initialCart)) setCart(held);
  }, [initialUser, initialCart]);

  const setQuantity = useCallback(
    async (productId: string, quantity: number) => {
      const next = { ...cart };
      if (quantity > 0) next[productId] = quantity;
      else delete next[productId];
      setCart(next);
      const saved = await saveCart(user, next);
      setCart(saved ?? cart); // a failed save puts the cart back as the server has it
      return Boolean(saved);
    },
    [cart, user],
  );

  const addToCart = useCallback(
    (productId: string, quantity = 1) =>
      setQuantity(productId, Math.min(MAX_LINE_QUANTITY, (cart[productId] ?? 0) + quantity)),
    [cart, setQuantity],
  );

  const signedIn = useCallback(
    async (account: PublicUser) => {
      const merged = mergeCarts(account.cart, cart);
      const saved = Object.keys(cart).length ? await saveCart(account, merged) : account.cart;
      if (saved) clearCartCookie(); // kept when the save failed, so the next login merges it again
      setUser({ ...account, cart: saved ?? merged });
      setCart(saved ?? merged);
      setAuthOpen(false);
      revalidator.revalidate();
    },
    [cart, revalidator],
  );

  const logout = useCallback(async () => {
    const result = await api('/user/logout', { method: 'POST' });
    if (!result.success) {
      toast.error(PAGE_MSG.logoutFailed);
      return;
    }
    toast.success(PAGE_MSG.loggedOut);
    setUser(null);
    setCart({});
    revalidator.revalidate();
  }, [revalidator]);

  const value = useMemo<ShopState>(
    () => ({
      user,
      cart,
      setQuantity,
      addToCart,
      clearCart: () => setCart({}),
      signedIn,
      logout,
      authOpen,
      openAuth: () => setAuthOpen(true),
      closeAuth: () => setAuthOpen(false),
    }),
    [user, cart, setQuantity, addToCart, signedIn, logout, authOpen],
  );
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
}
