/** Quantity rules of a product in a customer group's price list (issue 33): a minimum, an
 * increment (sold by the box of 10: 10, 20, 30 …) and a maximum per order. Checked by the
 * cart's page, the cart's server call and the order alike, with the same words. */
import { TRADE_QUANTITY_MSG, TRADE_RULES_MSG } from './trade-price-text.ts';

export type QuantityRule = {
  readonly minimum: number | null;
  readonly increment: number | null;
  readonly maximum: number | null;
};

export const NO_RULE: QuantityRule = { minimum: null, increment: null, maximum: null };

export const hasRule = (rule: QuantityRule): boolean =>
  rule.minimum != null || rule.increment != null || rule.maximum != null;

/** The refusal of `quantity` of the product `name`, or null when the rule allows it. */
export function quantityProblem(name: string, quantity: number, rule: QuantityRule): string | null {
  if (!Number.isSafeInteger(quantity) || quantity < 1) return TRADE_QUANTITY_MSG.notWhole;
  if (rule.minimum != null && quantity < rule.minimum) return TRADE_QUANTITY_MSG.belowMinimum(name, rule.minimum);
  if (rule.increment != null && quantity % rule.increment !== 0)
    return TRADE_QUANTITY_MSG.notIncrement(name, rule.increment);
  if (rule.maximum != null && quantity > rule.maximum) return TRADE_QUANTITY_MSG.aboveMaximum(name, rule.maximum);
  return null;
}

/** The least quantity the rule allows: what "add to cart" puts in a trade buyer's cart. */
export function firstQuantity(rule: QuantityRule): number {
  const step = rule.increment ?? 1;
  const min = Math.max(rule.minimum ?? 1, step);
  return Math.ceil(min / step) * step;
}

/** The refusal of a rule the seller enters, or null: positive whole numbers, the minimum and
 * the maximum whole boxes, the maximum not under the minimum. */
export function quantityRuleProblem(rule: QuantityRule): string | null {
  for (const n of [rule.minimum, rule.increment, rule.maximum])
    if (n != null && (!Number.isSafeInteger(n) || n < 1)) return TRADE_RULES_MSG.badQuantityRule;
  const { minimum, increment, maximum } = rule;
  if (increment != null && minimum != null && minimum % increment !== 0) return TRADE_RULES_MSG.minimumNotIncrement;
  if (increment != null && maximum != null && maximum % increment !== 0) return TRADE_RULES_MSG.maximumNotIncrement;
  if (minimum != null && maximum != null && maximum < minimum) return TRADE_RULES_MSG.maximumBelowMinimum;
  return null;
}
