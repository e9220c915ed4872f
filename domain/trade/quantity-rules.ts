/** Quantity rules of a product in a customer group's price list (issue 33): a minimum, an
 * increment (sold by the box of 10: 10, 20, 30 …) and a maximum per order. No words here: the
 * product page imports this module; the refusals are in quantity-refusals.ts (server). */

export type QuantityRule = {
  readonly minimum: number | null;
  readonly increment: number | null;
  readonly maximum: number | null;
};

export const NO_RULE: QuantityRule = { minimum: null, increment: null, maximum: null };

export const hasRule = (rule: QuantityRule): boolean =>
  rule.minimum != null || rule.increment != null || rule.maximum != null;

/** The least quantity the rule allows: what "add to cart" puts in a trade buyer's cart. */
export function firstQuantity(rule: QuantityRule): number {
  const step = rule.increment ?? 1;
  const min = Math.max(rule.minimum ?? 1, step);
  return Math.ceil(min / step) * step;
}
