/** Quick order's per-line checks (issue 33 item 5, decision 0103), shared by a paste, a file and a
 * saved list's reorder: each line is refused on its own line for an unknown code, a quantity that
 * is not a whole number, the buyer's quantity rule (its own message, on the cart line the add would
 * make) or short stock (the checkout's own words); every other line is added. Nothing is computed
 * here that another module owns: the rule is `quantityProblem`, the stock `maxOrderable`. */
import { addToLine, type Cart } from '../cart/cart.ts';
import { maxOrderable, toldLeft, type StockColumns } from '../stock/stock.ts';
import { textsIn } from '../i18n/texts-in.ts';
import { quantityProblem } from './quantity-refusals.ts';
import { NO_RULE, type QuantityRule } from './quantity-rules.ts';

export type LineProblemKind = 'unknown' | 'quantity' | 'rule' | 'stock';

/** A refused line: its number, its code as written, why (a kind for the page's words) and the
 * Azerbaijani message the API answers. */
export type LineProblem = { line: number; code: string; kind: LineProblemKind; message: string; name?: string };

export type LineProduct = StockColumns & { id: string; name: string };

/** A line with its product found (null: no product has the code). */
export type ResolvedLine = { line: number; code: string; quantity: number; product: LineProduct | null };

export type AcceptedLine = { line: number; code: string; productId: string; name: string; quantity: number };

/** Splits the lines into those added and those refused, against `cart` as it is now (a second line
 * of one product counts on top of the first). Returns the cart with the accepted lines added. */
export function checkLines(
  lines: readonly ResolvedLine[],
  cart: Cart,
  ruleOf: (productId: string) => QuantityRule,
): { accepted: AcceptedLine[]; problems: LineProblem[]; cart: Cart } {
  const next: Cart = { ...cart };
  const accepted: AcceptedLine[] = [];
  const problems: LineProblem[] = [];
  for (const { line, code, quantity, product } of lines) {
    const refuse = (kind: LineProblemKind, message: string) =>
      problems.push({ line, code, kind, message, ...(product ? { name: product.name } : {}) });
    if (!product) {
      const { QUICK_ORDER_MSG: M } = textsIn('az');
      refuse('unknown', code ? M.unknownCode(code) : M.noCode);
      continue;
    }
    const whole = quantityProblem(product.name, quantity, NO_RULE);
    if (whole) {
      refuse('quantity', whole);
      continue;
    }
    const already = next[product.id] ?? 0;
    const rule = quantityProblem(product.name, already + quantity, ruleOf(product.id));
    if (rule) {
      refuse('rule', rule);
      continue;
    }
    const max = maxOrderable(product);
    if (already + quantity > max) {
      refuse(
        'stock',
        textsIn('az').STOCK_MSG.notEnough(product.name, toldLeft(product, Math.max(0, max - already)) ?? 'untold'),
      );
      continue;
    }
    addToLine(next, product.id, quantity);
    accepted.push({ line, code, productId: product.id, name: product.name, quantity });
  }
  return { accepted, problems, cart: next };
}
