/** Saved lists, "Daimi sifariş" (issue 33 item 5, decision 0104): a named list of products and
 * quantities, the company's when its maker belongs to one (every person of the company reads, edits
 * and reorders it), else the customer's own. Every call finds the list through the caller's own
 * owner, so another customer's or company's list is "not found", whatever its id. A reorder puts
 * the lines into the cart with quick order's checks (quick-order.ts). */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { toManat } from '../../../domain/shared/money.ts';
import type { ListItem, OrderList, OrderListSummary } from '../../../domain/trade/order-list-schema.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import type { Db } from '../../db/client.ts';
import { companyMembers, orderListItems, orderLists, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../shared/errors.ts';
import { getUserOrder } from '../orders/orders.ts';
import { tradeContext, unitQepikFor } from './buyer-pricing.ts';
import { addResolved, productsByIds, type AddKey, type QuickOrderAnswer } from './quick-order.ts';

type Owner = { companyId: string; userId: null } | { companyId: null; userId: string };

/** Whose lists the caller reads and writes: their company's (any status), else their own. */
const { QUICK_ORDER_MSG: M } = textsIn('az');

async function ownerOf(db: Db, userId: string): Promise<Owner> {
  const [m] = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  return m ? { companyId: m.companyId, userId: null } : { companyId: null, userId };
}

const owned = (owner: Owner) =>
  owner.companyId ? eq(orderLists.companyId, owner.companyId) : eq(orderLists.userId, owner.userId!);

async function ownList(db: Db, userId: string, id: string) {
  const [list] = await db
    .select()
    .from(orderLists)
    .where(and(eq(orderLists.id, id), owned(await ownerOf(db, userId))));
  if (!list) throw notFound(M.listNotFound);
  return list;
}

export async function listLists(db: Db, userId: string): Promise<OrderListSummary[]> {
  const rows = await db
    .select({
      id: orderLists.id,
      name: orderLists.name,
      companyId: orderLists.companyId,
      updatedAt: orderLists.updatedAt,
      lines: sql<number>`(select count(*)::int from ${orderListItems} i where i.list_id = ${orderLists.id})`,
    })
    .from(orderLists)
    .where(owned(await ownerOf(db, userId)))
    .orderBy(desc(orderLists.updatedAt));
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    shared: r.companyId != null,
    lines: r.lines,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function getList(db: Db, userId: string, id: string): Promise<OrderList> {
  const list = await ownList(db, userId, id);
  const items = await db
    .select()
    .from(orderListItems)
    .where(eq(orderListItems.listId, id))
    .orderBy(asc(orderListItems.position));
  const rows = await productsByIds(
    db,
    items.map((i) => i.productId),
  );
  const ctx = await tradeContext(db, userId);
  return {
    _id: list.id,
    name: list.name,
    shared: list.companyId != null,
    updatedAt: list.updatedAt.toISOString(),
    items: items.flatMap((i) => {
      const p = rows.get(i.productId);
      if (!p) return [];
      const unit = unitQepikFor(ctx, { id: p.id, category: p.category, priceQepik: p.priceQepik }, i.quantity);
      const product = {
        _id: p.id,
        name: p.name,
        nameRu: p.nameRu,
        sku: p.sku,
        category: p.category,
        offerPrice: unit == null ? null : toManat(unit),
      };
      return [{ product, quantity: i.quantity }];
    }),
  };
}

async function writeItems(tx: Db, listId: string, items: ListItem[]) {
  const merged = new Map<string, number>();
  for (const i of items) merged.set(i.product, Math.min(999, (merged.get(i.product) ?? 0) + i.quantity));
  const known = await productsByIds(tx, [...merged.keys()]);
  await tx.delete(orderListItems).where(eq(orderListItems.listId, listId));
  const values = [...merged]
    .filter(([id]) => known.has(id))
    .map(([productId, quantity], position) => ({ listId, productId, quantity, position }));
  if (!values.length) throw badRequest(M.listEmpty, 'items');
  await tx.insert(orderListItems).values(values);
}

/** A new list: the lines given, or the cart's, or those of one of the caller's own orders. */
export async function createList(
  db: Db,
  userId: string,
  input: { name: string; items?: ListItem[]; fromCart?: boolean; fromOrder?: string },
): Promise<OrderList> {
  let items = input.items;
  if (input.fromOrder) {
    const order = await getUserOrder(db, userId, input.fromOrder);
    items = order.items.map((i) => ({ product: i.product._id, quantity: i.quantity }));
  } else if (input.fromCart || !items) {
    const [user] = await db.select({ cart: users.cart }).from(users).where(eq(users.id, userId));
    items = Object.entries(user?.cart ?? {}).map(([product, quantity]) => ({ product, quantity }));
    if (!items.length) throw badRequest(M.cartEmpty);
  }
  const owner = await ownerOf(db, userId);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orderLists)
      .values({ ...owner, name: input.name, createdBy: userId })
      .returning({ id: orderLists.id });
    await writeItems(tx, row.id, items);
    return row.id;
  });
  return getList(db, userId, id);
}

export async function updateList(
  db: Db,
  userId: string,
  id: string,
  input: { name: string; items: ListItem[] },
): Promise<OrderList> {
  await ownList(db, userId, id);
  await db.transaction(async (tx) => {
    await tx.update(orderLists).set({ name: input.name, updatedAt: new Date() }).where(eq(orderLists.id, id));
    await writeItems(tx, id, input.items);
  });
  return getList(db, userId, id);
}

export async function deleteList(db: Db, userId: string, id: string): Promise<void> {
  await ownList(db, userId, id);
  await db.delete(orderLists).where(eq(orderLists.id, id));
}

/** One click: the list's lines into the cart, each checked as a quick order's line. */
export async function reorderList(db: Db, userId: string, id: string, key?: AddKey): Promise<QuickOrderAnswer> {
  await ownList(db, userId, id);
  return addResolved(
    db,
    userId,
    async (tx) => {
      const items = await tx
        .select()
        .from(orderListItems)
        .where(eq(orderListItems.listId, id))
        .orderBy(asc(orderListItems.position));
      const rows = await productsByIds(
        tx,
        items.map((i) => i.productId),
      );
      const lines = items.map((i, n) => {
        const p = rows.get(i.productId) ?? null;
        return { line: n + 1, code: p?.sku ?? p?.name ?? '', quantity: i.quantity, product: p };
      });
      return { lines, rows };
    },
    key,
  );
}
