/** Cart rules shared by the browser and the server. */
import { MAX_SELECTABLE_QUANTITY } from '../shared/limits.ts';

export type Cart = Record<string, number>;

/** A hard ceiling the server enforces so a crafted request cannot order absurd amounts. */
export const MAX_LINE_QUANTITY = 999;

/** Options of the quantity selector: 1 to 9, or up to the current quantity if higher (docs/architecture.md §Validation),
 * and never past what is left of a tracked product (`stockLeft`, domain/stock/stock.ts; null: no limit to show). */
export function quantityOptions(current: number, stockLeft: number | null = null): number[] {
  const wanted = Math.max(MAX_SELECTABLE_QUANTITY, current);
  const top = stockLeft != null && stockLeft > 0 ? Math.min(wanted, stockLeft) : wanted;
  const options = Array.from({ length: top }, (_, i) => i + 1);
  // a line already above what is left keeps its value visible (the line says to lower it)
  return current > top ? [...options, current] : options;
}

/** Was any line of the cart asked for cut (to what may be sold, decision 0087)? The answer then
 * says so, without the number. */
export function wasLimited(asked: Cart, saved: Cart): boolean {
  return Object.entries(saved).some(([id, quantity]) => quantity < (asked[id] ?? 0));
}

/** The badge counts distinct products (docs/architecture.md §Constants). */
export function distinctCount(cart: Cart): number {
  return Object.values(cart).filter((q) => q > 0).length;
}

/** Merges a visitor's cart into an account's cart at login: nothing is lost,
 * the larger quantity of a product wins. */
export function mergeCarts(account: Cart, visitor: Cart): Cart {
  const merged: Cart = { ...account };
  for (const [id, qty] of Object.entries(visitor)) {
    merged[id] = Math.min(MAX_LINE_QUANTITY, Math.max(merged[id] ?? 0, qty));
  }
  return merged;
}

/** Adds to a line, capped: the only place the cap of an addition is applied (forms, "order again"). */
export function addToLine(cart: Cart, id: string, quantity: number): void {
  cart[id] = Math.min(MAX_LINE_QUANTITY, (cart[id] ?? 0) + quantity);
}

/** The intents of `POST /cart` that change the cart (the other one, `order`, places it). */
export const CART_CHANGES = ['add', 'buy', 'set', 'remove'] as const;

/** What a cart form asks for: the fields of `POST /cart` (add, buy, set, remove). */
export type CartChange = { intent?: string; productId?: string; quantity?: string };

const quantityOf = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 && n <= MAX_LINE_QUANTITY ? n : fallback;
};

/** The cart after one form's change. The cart's action applies it on the server and the
 * page applies it to its optimistic cart while the action runs: one rule, one cap. */
export function changeCart(cart: Cart, change: CartChange): Cart {
  const id = (change.productId ?? '').toLowerCase();
  const next: Cart = { ...cart };
  if (change.intent === 'add' || change.intent === 'buy') {
    addToLine(next, id, Math.max(1, quantityOf(change.quantity, 1)));
  } else if (change.intent === 'remove' || quantityOf(change.quantity, 1) === 0) {
    delete next[id];
  } else {
    next[id] = quantityOf(change.quantity, next[id] ?? 1);
  }
  return next;
}
