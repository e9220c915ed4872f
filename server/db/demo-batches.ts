/** The demo catalogue's batches (issue 41): its medicines counted by batch, as the warehouse
 * received them this season from three suppliers, two batches each, first expired first out. One
 * batch has expired on the shelf and one is in its last weeks, so the overview's expiry list has
 * the work a real Monday has; pet supplies and what is out of stock stay uncounted. */
import { inArray } from 'drizzle-orm';
import { bakuToday } from '../../domain/shared/format.ts';
import { batchTracked, parseExpiry } from '../../domain/stock/batches.ts';
import type { Db } from './client.ts';
import { batches, products } from './schema.ts';
import { receiveGoods } from '../services/stock/batches.ts';
import { changeStock } from '../services/stock/stock.ts';

const SUPPLIERS = [
  { supplier: 'Vet Pharma MMC', documentNumber: 'QAİ-2026/0417' },
  { supplier: 'Aqrovet Distribusiya MMC', documentNumber: 'AVD-11-0932' },
  { supplier: 'Anadolu Vet İthalat MMC', documentNumber: 'TR-2026-1188' },
];

/** mm.yyyy, `months` from this month. */
function monthsAhead(months: number): string {
  const [y, m] = bakuToday().split('-').map(Number);
  const at = new Date(Date.UTC(y, m - 1 + months, 1));
  return `${String(at.getUTCMonth() + 1).padStart(2, '0')}.${at.getUTCFullYear()}`;
}

/** A batch number as makers print them: two letters of the name, the year and month made, a run. */
const batchNumber = (name: string, made: number, run: number) => {
  const letters =
    name
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 2)
      .toUpperCase() || 'VB';
  return `${letters}${monthsAhead(-made).slice(5, 7)}${monthsAhead(-made).slice(0, 2)}-${String(run).padStart(3, '0')}`;
};

export async function seedDemoBatches(db: Db, ids: string[]): Promise<void> {
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  const counted = rows
    .filter((p) => p.inStock && batchTracked({ ...p, trackStock: true }))
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  if (!counted.length) return;
  await db
    .update(products)
    .set({ trackStock: true })
    .where(
      inArray(
        products.id,
        counted.map((p) => p.id),
      ),
    );
  const date = bakuToday();
  for (const [s, head] of SUPPLIERS.entries()) {
    const lines = counted
      .filter((_, i) => i % SUPPLIERS.length === s)
      .flatMap((p, i) => [
        // the older batch, sold first, and the newer one behind it
        {
          product: p.id,
          batch: batchNumber(p.name, 10 + i, 40 + i),
          expiry: monthsAhead(7 + ((i * 5) % 9)),
          quantity: 24 + ((i * 37) % 60),
        },
        {
          product: p.id,
          batch: batchNumber(p.name, 2, 90 + i),
          expiry: monthsAhead(20 + ((i * 7) % 14)),
          quantity: 60 + ((i * 53) % 180),
        },
      ]);
    if (lines.length) await receiveGoods(db, { ...head, date, lines }, null);
  }
  // the first medicine: a box run in its last weeks; the second: three boxes expired on the shelf
  const [first, second] = counted;
  await receiveGoods(
    db,
    {
      ...SUPPLIERS[0],
      date,
      lines: [{ product: first.id, batch: batchNumber(first.name, 22, 7), expiry: monthsAhead(2), quantity: 6 }],
    },
    null,
  );
  if (second) {
    const last = parseExpiry(monthsAhead(-1))!; // a receipt refuses a past expiry: counted on the shelf
    const [expired] = await db
      .insert(batches)
      .values({
        productId: second.id,
        number: batchNumber(second.name, 26, 3),
        expiry: last.expiry,
        expiryPrecision: last.precision,
      })
      .returning({ id: batches.id });
    await db.transaction((tx) =>
      changeStock(tx, {
        productId: second.id,
        delta: 3,
        batchId: expired.id,
        reason: 'correction',
        note: 'Anbar sayımı: vaxtı keçmiş qutular',
      }),
    );
  }
}
