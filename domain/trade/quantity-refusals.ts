/** The refusals of the quantity rules (domain/trade/quantity-rules.ts), in the API's Azerbaijani:
 * the cart's server call, quick order and the order say the same words. Server code only (it reads
 * the compiled catalogue); a storefront page shows the rule with useText()'s TRADE_QUANTITY_MSG. */
import { textsIn } from '../i18n/texts-in.ts';
import type { QuantityRule } from './quantity-rules.ts';

/** The refusal of `quantity` of the product `name`, or null when the rule allows it. */
export function quantityProblem(name: string, quantity: number, rule: QuantityRule): string | null {
  const { TRADE_QUANTITY_MSG: M } = textsIn('az');
  if (!Number.isSafeInteger(quantity) || quantity < 1) return M.notWhole;
  if (rule.minimum != null && quantity < rule.minimum) return M.belowMinimum(name, rule.minimum);
  if (rule.increment != null && quantity % rule.increment !== 0)
    // the message shows the first three whole boxes
    return M.notIncrement(name, rule.increment, 2 * rule.increment, 3 * rule.increment);
  if (rule.maximum != null && quantity > rule.maximum) return M.aboveMaximum(name, rule.maximum);
  return null;
}

/** The refusal of a rule the seller enters, or null: positive whole numbers, the minimum and
 * the maximum whole boxes, the maximum not under the minimum. */
export function quantityRuleProblem(rule: QuantityRule): string | null {
  const { TRADE_RULES_MSG: M } = textsIn('az');
  for (const n of [rule.minimum, rule.increment, rule.maximum])
    if (n != null && (!Number.isSafeInteger(n) || n < 1)) return M.badQuantityRule;
  const { minimum, increment, maximum } = rule;
  if (increment != null && minimum != null && minimum % increment !== 0) return M.minimumNotIncrement;
  if (increment != null && maximum != null && maximum % increment !== 0) return M.maximumNotIncrement;
  if (minimum != null && maximum != null && maximum < minimum) return M.maximumBelowMinimum;
  return null;
}
