/** A product whose quantity is tracked, set to `quantity` through a correction (a ledger row). */
import { eq } from 'drizzle-orm';
import { products } from '../../server/db/schema.ts';
import { correctStock } from '../../server/services/stock/stock-admin.ts';
import type { TestApp } from './app.ts';

export async function trackedProduct(t: TestApp, quantity: number, name?: string) {
  const p = await t.createProduct({ name, offerPrice: 5 });
  await t.db.update(products).set({ trackStock: true }).where(eq(products.id, p._id));
  await correctStock(t.db, p._id, { mode: 'set', value: quantity, note: 'sayım' }, null);
  return p;
}
