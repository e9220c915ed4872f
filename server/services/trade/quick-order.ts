/** Quick order (issue 33 item 5, decision 0103): lines of codes and quantities into the cart in one
 * step. The codes are found by their SKU or barcode as the catalogue search folds a code; the lines
 * are checked one by one (domain/trade/quick-order-check.ts) against the cart as the database holds
 * it, its row locked (decision 0076), and the good lines added in the same transaction. A form's
 * token (or an API client's Idempotency-Key) makes a second post of the same form add nothing and
 * answer what the first did. Open to every signed-in customer; a trade buyer's rules and prices. */
import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { toManat } from '../../../domain/shared/money.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { codeWord } from '../../../domain/search/search-spelling.ts';
import type { ParsedLine } from '../../../domain/trade/quick-order.ts';
import { checkLines, type LineProblem, type ResolvedLine } from '../../../domain/trade/quick-order-check.ts';
import type { Db } from '../../db/client.ts';
import { cartAddKeys, products, users } from '../../db/schema.ts';
import { updateCart } from '../cart/cart.ts';
import { HttpError } from '../shared/errors.ts';
import { stockColumns } from '../stock/stock.ts';
import { ruleFor, tradeContext, unitQepikFor } from './buyer-pricing.ts';

const { ORDER_KEY_TEXT } = textsIn('az');

export type AddedLine = {
  line: number;
  code: string;
  product: string;
  name: string;
  quantity: number;
  price: number | null;
};
export type QuickOrderAnswer = { added: AddedLine[]; problems: LineProblem[] };
/** A form's token ('page') or an API client's Idempotency-Key ('api'), with the request's fingerprint. */
export type AddKey = { scope: 'api' | 'page'; key: string; fingerprint: string };

const KEY_HOURS = 24;
const columns = { ...stockColumns, name: products.name, category: products.category, priceQepik: products.priceQepik };
type Row = Awaited<ReturnType<typeof selectRows>>[number];

function selectRows(db: Db, where: SQL) {
  return db
    .select({ ...columns, nameRu: products.nameRu, sku: products.sku, barcode: products.barcode })
    .from(products)
    .where(where);
}

/** The products whose SKU or barcode is one of `keys` (codeWord form), by key. */
export async function productsByCodes(db: Db, keys: string[]): Promise<Map<string, Row>> {
  const wanted = [...new Set(keys.filter(Boolean))];
  const found = new Map<string, Row>();
  if (!wanted.length) return found;
  // the search's index of whole codes (decision 0068) finds them; the exact test is codeWord's
  const rows = await selectRows(
    db,
    sql`search_prefixes(${products.searchDoc}) && array[${sql.join(
      wanted.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]`,
  );
  for (const row of rows)
    for (const code of [row.sku, row.barcode])
      if (code && wanted.includes(codeWord(code)) && !found.has(codeWord(code))) found.set(codeWord(code), row);
  return found;
}

/** The products of `ids` (a saved list's lines), by id. */
export async function productsByIds(db: Db, ids: string[]): Promise<Map<string, Row>> {
  if (!ids.length) return new Map();
  const rows = await selectRows(db, inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The answer a key already gave, or null; a key of the API sent with another body is refused. */
async function earlierAnswer(tx: Db, userId: string, k: AddKey): Promise<QuickOrderAnswer | null> {
  const [row] = await tx
    .select()
    .from(cartAddKeys)
    .where(and(eq(cartAddKeys.userId, userId), eq(cartAddKeys.scope, k.scope), eq(cartAddKeys.key, k.key)));
  if (!row || row.createdAt.getTime() < Date.now() - KEY_HOURS * 3_600_000) return null;
  if (k.scope === 'api' && row.fingerprint !== k.fingerprint) throw new HttpError(422, ORDER_KEY_TEXT.otherBody);
  return row.answer as QuickOrderAnswer;
}

async function saveKey(tx: Db, userId: string, k: AddKey, answer: QuickOrderAnswer) {
  const old = sql`now() - make_interval(hours => ${KEY_HOURS})`;
  await tx.delete(cartAddKeys).where(and(eq(cartAddKeys.userId, userId), lt(cartAddKeys.createdAt, old)));
  await tx
    .insert(cartAddKeys)
    .values({ userId, ...k, answer })
    .onConflictDoUpdate({
      target: [cartAddKeys.userId, cartAddKeys.scope, cartAddKeys.key],
      set: { answer, fingerprint: k.fingerprint, createdAt: sql`now()` },
    });
}

/** Adds the lines a resolver found to the customer's cart in one transaction: the good ones added,
 * each bad one named. `resolve` runs inside the transaction, after the cart's row is locked. */
export async function addResolved(
  db: Db,
  userId: string,
  resolve: (tx: Db) => Promise<{ lines: ResolvedLine[]; rows: Map<string, Row> }>,
  key?: AddKey,
): Promise<QuickOrderAnswer> {
  const ctx = await tradeContext(db, userId);
  return db.transaction(async (tx) => {
    // the cart's row first: a second post of the same form waits here, then finds the key
    const [user] = await tx.select({ cart: users.cart }).from(users).where(eq(users.id, userId)).for('update');
    if (key) {
      const before = await earlierAnswer(tx, userId, key);
      if (before) return before;
    }
    const { lines, rows } = await resolve(tx);
    const checked = checkLines(lines, user?.cart ?? {}, (id) => ruleFor(ctx, id));
    await updateCart(tx, userId, checked.cart);
    const added = checked.accepted.map((a): AddedLine => {
      const row = rows.get(a.productId)!;
      const unit = unitQepikFor(
        ctx,
        { id: row.id, category: row.category, priceQepik: row.priceQepik },
        checked.cart[a.productId],
      );
      return {
        line: a.line,
        code: a.code,
        product: a.productId,
        name: a.name,
        quantity: a.quantity,
        price: unit == null ? null : toManat(unit),
      };
    });
    const answer = { added, problems: checked.problems };
    if (key) await saveKey(tx, userId, key, answer);
    return answer;
  });
}

/** A paste's or a file's lines into the cart. */
export function quickOrder(db: Db, userId: string, lines: ParsedLine[], key?: AddKey): Promise<QuickOrderAnswer> {
  return addResolved(
    db,
    userId,
    async (tx) => {
      const found = await productsByCodes(
        tx,
        lines.map((l) => l.key),
      );
      const resolved = lines.map((l) => ({
        line: l.line,
        code: l.code,
        quantity: l.quantity,
        product: found.get(l.key) ?? null,
      }));
      return { lines: resolved, rows: new Map([...found.values()].map((r) => [r.id, r])) };
    },
    key,
  );
}
