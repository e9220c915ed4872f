/** The tracked order path's shortcuts keep their promises (decision 0071): a quantity change skips
 * the catalogue trigger, which must therefore list every other column of products. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogVersion, products } from '../../../server/db/schema.ts';
import { changeStock } from '../../../server/services/stock/stock.ts';
import { useTestApp } from '../../helpers/app.ts';

const t = useTestApp();
const version = async () => (await t.db.select().from(catalogVersion).where(eq(catalogVersion.id, 1)))[0].version;

describe('the catalogue trigger and stock', () => {
  it('lists every column of products but the two quantities (a new column must be added to it)', async () => {
    const result = await t.db.execute(sql`
      select a.attname as name, a.attnum = any (tg.tgattr::int2[]) as listed
      from pg_attribute a, pg_trigger tg
      where a.attrelid = 'products'::regclass and a.attnum > 0 and not a.attisdropped
        and tg.tgrelid = a.attrelid and tg.tgname = 'products_update_bump_catalog_version'`);
    const rows = (result as unknown as { rows: { name: string; listed: boolean }[] }).rows;
    expect(rows.length).toBeGreaterThan(20);
    // the quantities raise it themselves, when what a visitor sees changes (server/services/stock/stock.ts,
    // refresh_sellable of migration 0037)
    const quantities = ['stock_quantity', 'sellable_quantity'];
    const missing = rows.filter((r) => !r.listed && !quantities.includes(r.name)).map((r) => r.name);
    // the catalogue cache would keep showing the old value of these columns
    expect(missing).toEqual([]);
    for (const name of quantities) expect(rows.find((r) => r.name === name)?.listed).toBe(false);
  });

  it('a quantity change alone leaves the version; any other change of a product raises it', async () => {
    const p = await t.createProduct({ name: 'Vitamin B12' });
    await t.db.update(products).set({ trackStock: true }).where(eq(products.id, p._id));
    const taken = await t.db.transaction((tx) =>
      changeStock(tx, { productId: p._id, delta: 500, reason: 'correction' }),
    );
    expect(taken).toEqual({ ok: true, quantity: 500 });
    const before = await version();
    await t.db.transaction((tx) => changeStock(tx, { productId: p._id, delta: -3, reason: 'order' }));
    expect(await version()).toBe(before);
    await t.db.update(products).set({ name: 'Vitamin B12 forte' }).where(eq(products.id, p._id));
    expect(await version()).toBeGreaterThan(before);
  });

  it('refuses below zero with what is left, and a product that is gone as missing', async () => {
    const p = await t.createProduct();
    expect(await t.db.transaction((tx) => changeStock(tx, { productId: p._id, delta: -1, reason: 'order' }))).toEqual({
      ok: false,
      left: 0,
    });
    const gone = '00000000-0000-4000-8000-000000000000';
    expect(
      await t.db.transaction((tx) => changeStock(tx, { productId: gone, delta: 1, reason: 'correction' })),
    ).toEqual({ ok: false, left: 0, missing: true });
  });
});
