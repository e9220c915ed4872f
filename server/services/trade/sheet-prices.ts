/** The catalogue sheet's group price columns (issue 33 item 2, decision 0094): the groups and
 * their own prices read for the export and the preview; the writes go through the bulk edit's
 * `writeGroupPrices`, so the sheet and the seller's editor change a price the same way. */
import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import { sameGroupName } from '../../../domain/trade/sheet-prices.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import type { Db } from '../../db/client.ts';
import { customerGroups, groupProducts, products } from '../../db/schema.ts';
import { badRequest, conflict } from '../shared/errors.ts';
import { writeGroupPrices, type BulkChange } from './bulk-prices.ts';

const { IMPORT_ERRORS, SHEET_PRICE_MSG } = textsIn('az');

export type SheetGroup = { id: string; name: string };

/** Every group, by name: the export's columns in this order. */
export const sheetGroups = (db: Db): Promise<SheetGroup[]> =>
  db
    .select({ id: customerGroups.id, name: customerGroups.name })
    .from(customerGroups)
    .orderBy(asc(customerGroups.name), asc(customerGroups.id));

/** The group each column names, or a 400 naming the first column no group has. */
export async function groupsOfColumns(db: Db, columns: { header: string; name: string }[]): Promise<SheetGroup[]> {
  if (!columns.length) return [];
  const groups = await sheetGroups(db);
  return columns.map((c) => {
    const group = groups.find((g) => sameGroupName(g.name, c.name));
    if (!group) throw badRequest(SHEET_PRICE_MSG.unknownGroup(c.header.slice(0, 80)));
    return group;
  });
}

/** The groups' own prices of these products: `${groupId} ${productId}` → qəpik. */
export async function ownPrices(db: Db, groupIds: string[], productIds: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (!groupIds.length || !productIds.length) return out;
  for (let i = 0; i < productIds.length; i += 2000) {
    const rows = await db
      .select({ g: groupProducts.groupId, p: groupProducts.productId, q: groupProducts.priceQepik })
      .from(groupProducts)
      .where(
        and(
          inArray(groupProducts.groupId, groupIds),
          inArray(groupProducts.productId, productIds.slice(i, i + 2000)),
          isNotNull(groupProducts.priceQepik),
        ),
      );
    for (const r of rows) out.set(`${r.g} ${r.p}`, r.q!);
  }
  return out;
}

export type SheetPriceEdit = { groupId: string; sku: string; before: number | null; after: number | null };
export type GroupChanges = { groupId: string; changes: BulkChange[] };

/** The planned edits written inside the import's transaction, as the bulk edit writes them; a
 * price changed since the preview refuses the whole file, as a product edited since does. */
export async function applySheetPrices(tx: Db, edits: SheetPriceEdit[]): Promise<GroupChanges[]> {
  if (!edits.length) return [];
  const skus = [...new Set(edits.map((e) => e.sku))];
  const found = await tx
    .select({ id: products.id, sku: products.sku, name: products.name })
    .from(products)
    .where(inArray(products.sku, skus));
  const bySku = new Map(found.map((p) => [p.sku, p]));
  const groupIds = [...new Set(edits.map((e) => e.groupId))];
  const own = await ownPrices(
    tx,
    groupIds,
    found.map((p) => p.id),
  );
  const out: GroupChanges[] = [];
  for (const groupId of groupIds) {
    const changes: BulkChange[] = [];
    for (const e of edits.filter((x) => x.groupId === groupId)) {
      const p = bySku.get(e.sku);
      if (!p) continue;
      const before = own.get(`${groupId} ${p.id}`) ?? null;
      if (before !== e.before) throw conflict(IMPORT_ERRORS.stale);
      if (before !== e.after) changes.push({ productId: p.id, name: p.name, before, after: e.after });
    }
    if (!changes.length) continue;
    await writeGroupPrices(tx, groupId, changes);
    out.push({ groupId, changes });
  }
  return out;
}
