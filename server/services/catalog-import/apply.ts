/** An import's confirmation (issue 24 item 4): the plan of its preview written in one transaction,
 * in set-based statements (a 10 000-row file is a few dozen statements, not 10 000 round trips),
 * or nothing at all. A product edited since the preview refuses the whole file. */
import { sql, type SQL } from 'drizzle-orm';
import type { SheetProduct } from '../../../domain/catalog/catalog-sheet.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { fold } from '../../../domain/search/search-folding.ts';
import { SEARCH_RULES_VERSION } from '../../../domain/search/search-spelling.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../shared/errors.ts';
import { storeImage } from '../catalog/images.ts';
import { applySheetPrices, type GroupChanges } from '../trade/sheet-prices.ts';
import { substanceSearchColumns } from '../search/search-document.ts';
import type { ImportPlan } from './preview.ts';
import { insertRows, insertStatement, json, updateStatement } from './rows.ts';
import { lockedRows, stockLedgerRows } from './stock.ts';

const { IMPORT_ERRORS: E } = textsIn('az');

const CHUNK = 2000;

/** The substance rows of new products and of those whose substances changed (`replaced`). */
async function saveSubstances(tx: Db, rows: { id: string; product: SheetProduct }[], replaced: string[]) {
  const links = rows.flatMap(({ id, product }) =>
    product.substances.map((s, pos) => ({
      pid: id,
      n: s.name,
      f: fold(s.name),
      doc: substanceSearchColumns(s.name).searchDoc,
      strength: s.strength,
      pos,
    })),
  );
  if (replaced.length) {
    await tx.execute(sql`delete from product_substances
      where product_id in (select jsonb_array_elements_text(${json(replaced)})::uuid)`);
  }
  if (links.length) {
    await tx.execute(sql`insert into substances (name, name_folded, search_doc, search_version)
      select distinct on (v.f) v.n, v.f, v.doc, ${SEARCH_RULES_VERSION}::smallint
      from jsonb_to_recordset(${json(links)}) as v(n text, f text, doc text)
      on conflict (name_folded) do nothing`);
    await tx.execute(sql`insert into product_substances (product_id, substance_id, strength, position)
      select v.pid, s.id, v.strength, v.pos from jsonb_to_recordset(${json(links)}) as v(pid uuid, f text, strength text, pos int)
      join substances s on s.name_folded = v.f`);
  }
  // the substance filter's keys were written with the rows themselves (rows.ts)
}

async function saveFamilies(tx: Db, rows: { id: string; family: string | null }[]) {
  const heads = [...new Set(rows.map((r) => r.family).filter(Boolean))];
  await tx.execute(sql`update products set family_id = id where family_id is null and sku in
    (select x->>0 from jsonb_array_elements(${json(heads.map((h) => [h]))}) x)`);
  await tx.execute(sql`update products p set family_id = (select coalesce(t.family_id, t.id) from products t where t.sku = v.family)
    from jsonb_to_recordset(${json(rows)}) as v(id uuid, family text) where p.id = v.id`);
}

/** The chunks' statements run in turn, each built while the database runs the one before: Node's
 * search documents beside PostgreSQL's index writes, on two cores instead of one after the other. */
async function inTurn<T>(items: T[], build: (chunk: T[]) => SQL, run: (statement: SQL, chunk: T[]) => Promise<void>) {
  let next = items.length ? build(items.slice(0, CHUNK)) : null;
  for (let i = 0; next; i += CHUNK) {
    const running = run(next, items.slice(i, i + CHUNK));
    try {
      next = i + CHUNK < items.length ? build(items.slice(i + CHUNK, i + 2 * CHUNK)) : null;
    } finally {
      await running;
    }
  }
}

export type ApplyResult = { added: number; changed: number; replacedImages: string[]; groupChanges: GroupChanges[] };

export async function applyPlan(
  tx: Db,
  plan: ImportPlan,
  ctx: {
    sellerId: string | null;
    note: string;
    pictures: (stored: string) => Promise<Buffer>;
    onProgress?: (done: number) => Promise<void>;
  },
): Promise<ApplyResult> {
  // the changed rows locked first: nobody edits them between this check and the UPDATE, and the
  // ledger's delta is from the quantity they hold
  const locked = await lockedRows(
    tx,
    plan.updates.map((u) => u.id),
  );
  if (plan.updates.some((u) => locked.get(u.id)?.stamp !== u.stamp)) throw conflict(E.stale);

  for (const stored of Object.keys(plan.pictures)) await storeImage(tx, await ctx.pictures(stored));

  const touched = (c: string) => plan.updates.filter((u) => u.changed.includes(c as never));
  const created: { id: string; product: SheetProduct }[] = [];
  await inTurn(plan.creates, insertStatement, async (statement, chunk) => {
    const ids = await insertRows(tx, statement);
    for (const c of chunk) created.push({ id: ids.get(c.product.sku)!, product: c.product });
    await ctx.onProgress?.(created.length);
  });
  let updated = 0;
  await inTurn(
    plan.updates,
    (chunk) => updateStatement(chunk, plan.columns),
    async (statement, chunk) => {
      await tx.execute(statement);
      updated += chunk.length;
      await ctx.onProgress?.(created.length + updated);
    },
  );
  await saveSubstances(
    tx,
    [...created.filter((c) => c.product.substances.length), ...touched('substances')],
    touched('substances').map((u) => u.id),
  );
  const families = [...created.filter((c) => c.product.family), ...touched('family')].map((r) => ({
    id: r.id,
    family: r.product.family,
  }));
  if (families.length) await saveFamilies(tx, families);
  await stockLedgerRows(
    tx,
    [
      ...created.map((r) => ({ id: r.id, delta: r.product.quantity, after: r.product.quantity })),
      ...touched('quantity').map((r) => ({
        id: r.id,
        delta: r.product.quantity - locked.get(r.id)!.quantity,
        after: r.product.quantity,
      })),
    ],
    ctx,
  );

  // the group price columns, after the products (a new product has its id now), decision 0094
  const groupChanges = await applySheetPrices(tx, plan.groupPrices ?? []);

  const replacedImages = touched('images').flatMap((u) => u.before.images.filter((n) => !u.product.images.includes(n)));
  return { added: created.length, changed: plan.updates.length + (plan.groupOnly ?? 0), replacedImages, groupChanges };
}
