/** domain/stock/stock.ts: the one rule of "in stock", of what the storefront shows of a quantity and
 * of how many may be ordered (issue 24); and the quantity selector stopping at what is left. */
import { describe, expect, it } from 'vitest';
import { quantityOptions } from '../../../domain/cart/cart.ts';
import {
  isAvailable,
  isFewLeft,
  isLow,
  maxOrderable,
  stockLeftOf,
  storefrontStockView,
} from '../../../domain/stock/stock.ts';

/** A product whose units may all be sold (no expired or blocked batch), unless `over` says otherwise. */
const p = (over: Partial<Parameters<typeof isAvailable>[0]> = {}) => ({
  inStock: true,
  trackStock: true,
  stockQuantity: 10,
  lowStockThreshold: null,
  ...over,
  sellableQuantity: over.sellableQuantity ?? over.stockQuantity ?? 10,
});

describe('stock rules', () => {
  it('a customer is offered what may be sold, not what is on hand (expired and blocked batches are not)', () => {
    const allExpired = p({ stockQuantity: 40, sellableQuantity: 0 });
    expect(isAvailable(allExpired)).toBe(false);
    expect(maxOrderable(allExpired)).toBe(0);
    expect(isFewLeft(allExpired)).toBe(false);
    expect(isLow(allExpired)).toBe(false); // the warehouse still counts 40
    const twoSellable = p({ stockQuantity: 40, sellableQuantity: 2 });
    expect(isAvailable(twoSellable)).toBe(true);
    expect(stockLeftOf(twoSellable)).toBe(2);
    expect(isFewLeft(twoSellable)).toBe(true);
    expect(maxOrderable(twoSellable)).toBe(2);
    expect(storefrontStockView(twoSellable)).not.toBe(storefrontStockView({ ...twoSellable, sellableQuantity: 0 }));
  });

  it('in stock: the switch, and at least one left when tracked; untracked ignores the quantity', () => {
    expect(isAvailable(p())).toBe(true);
    expect(isAvailable(p({ stockQuantity: 0 }))).toBe(false);
    expect(isAvailable(p({ inStock: false }))).toBe(false); // the switch stays a manual stop
    expect(isAvailable(p({ trackStock: false, stockQuantity: 0 }))).toBe(true);
  });

  it('few left at or below the threshold (the shop default 5, or the product own), never at 0', () => {
    expect(isFewLeft(p({ stockQuantity: 5 }))).toBe(true);
    expect(isFewLeft(p({ stockQuantity: 6 }))).toBe(false);
    expect(isFewLeft(p({ stockQuantity: 6, lowStockThreshold: 8 }))).toBe(true);
    expect(isFewLeft(p({ stockQuantity: 0 }))).toBe(false);
    expect(isFewLeft(p({ trackStock: false, stockQuantity: 0 }))).toBe(false); // nothing counted, nothing to warn of
    expect(isLow(p({ stockQuantity: 0 }))).toBe(true); // the seller's list counts empty as low
    expect(isLow(p({ trackStock: false, stockQuantity: 0 }))).toBe(false);
  });

  it('shows the count only within the selector range or the threshold, so a change above it changes no page', () => {
    expect(stockLeftOf(p({ stockQuantity: 7 }))).toBe(7); // below the selector's 9
    expect(stockLeftOf(p({ stockQuantity: 10 }))).toBe(null);
    expect(stockLeftOf(p({ stockQuantity: 15, lowStockThreshold: 20 }))).toBe(15);
    expect(stockLeftOf(p({ trackStock: false, stockQuantity: 1 }))).toBe(null);
    expect(storefrontStockView(p({ stockQuantity: 500 }))).toBe(storefrontStockView(p({ stockQuantity: 400 })));
    expect(storefrontStockView(p({ stockQuantity: 9 }))).not.toBe(storefrontStockView(p({ stockQuantity: 10 })));
  });

  it('a line may hold what is left of a tracked product, the line ceiling of an untracked one, 0 of an unavailable one', () => {
    expect(maxOrderable(p({ stockQuantity: 3 }))).toBe(3);
    expect(maxOrderable(p({ trackStock: false }))).toBe(999);
    expect(maxOrderable(p({ inStock: false }))).toBe(0);
  });

  it('the quantity selector stops at what is left, keeping a higher current value visible', () => {
    expect(quantityOptions(1, 3)).toEqual([1, 2, 3]);
    expect(quantityOptions(1, null)).toHaveLength(9);
    expect(quantityOptions(5, 3)).toEqual([1, 2, 3, 5]);
  });
});
