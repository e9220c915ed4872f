/** Cart rules shared by the browser and the server. */
import { MAX_SELECTABLE_QUANTITY } from './limits.ts';

export type Cart = Record<string, number>;

/** A hard ceiling the server enforces so a crafted request cannot order absurd amounts. */
export const MAX_LINE_QUANTITY = 999;

/** Options of the quantity selector: 1 to 9, or up to the current quantity if higher (spec §5). */
export function quantityOptions(current: number): number[] {
  const top = Math.max(MAX_SELECTABLE_QUANTITY, current);
  return Array.from({ length: top }, (_, i) => i + 1);
}

/** The badge counts distinct products (spec §9). */
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
