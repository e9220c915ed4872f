/** The shop's settings and delivery zones (issue 25). Pages read them through
 * the catalogue cache (server/services/index.ts), once per catalogue version;
 * the order's transaction reads the zones itself, so a fee is never stale. */
import { asc } from 'drizzle-orm';
import type { Delivery, DeliveryZone } from '../../../domain/delivery/delivery.ts';
import { toManat, toQepik } from '../../../domain/shared/money.ts';
import type { ShopSettings, ZoneInput } from '../../../domain/settings/settings-schema.ts';
import { DEFAULT_SETTINGS } from '../../../domain/settings/site.ts';
import type { Db } from '../../db/client.ts';
import { deliveryZones, shopSettings } from '../../db/schema.ts';
import { cachedRead } from '../shared/cached-read.ts';

type ZoneRow = typeof deliveryZones.$inferSelect;

/** The saved settings over the demo defaults (a field added later reads its default). */
export async function getSettings(db: Db): Promise<ShopSettings> {
  const [row] = await db.select({ data: shopSettings.data }).from(shopSettings).limit(1);
  if (!row) return DEFAULT_SETTINGS;
  // the demo's Russian policies are not the translation of a seller's own texts (issue 36)
  const { termsRu: _t, returnsRu: _r, ...defaults } = DEFAULT_SETTINGS;
  return { ...defaults, ...row.data };
}
// every page shows the shop's details (decision 0047)
cachedRead(getSettings);

export async function saveSettings(db: Db, input: ShopSettings): Promise<ShopSettings> {
  // a Russian text not sent is kept (issue 36): a client that knows none does not remove it
  const before = input.termsRu === undefined || input.returnsRu === undefined ? await getSettings(db) : null;
  const data = {
    ...input,
    termsRu: input.termsRu === undefined ? (before?.termsRu ?? null) : input.termsRu,
    returnsRu: input.returnsRu === undefined ? (before?.returnsRu ?? null) : input.returnsRu,
  };
  await db
    .insert(shopSettings)
    .values({ id: 1, data })
    .onConflictDoUpdate({ target: shopSettings.id, set: { data, updatedAt: new Date() } });
  return data;
}

export function toZone(row: ZoneRow): DeliveryZone {
  return {
    _id: row.id,
    name: row.name,
    nameRu: row.nameRu,
    areas: row.areas,
    fee: toManat(row.feeQepik),
    freeOver: row.freeOverQepik == null ? null : toManat(row.freeOverQepik),
    daysMin: row.daysMin,
    daysMax: row.daysMax,
    cod: row.cod,
  };
}

export async function listZones(db: Db): Promise<DeliveryZone[]> {
  const rows = await db.select().from(deliveryZones).orderBy(asc(deliveryZones.position));
  return rows.map(toZone);
}

/** The zones and the shop's minimum order: what the cart and checkout need. */
export async function getDelivery(db: Db): Promise<Delivery> {
  const [zones, settings] = await Promise.all([listZones(db), getSettings(db)]);
  return { minOrder: settings.minOrder, zones };
}
// the cart, checkout and /sertler show the zones
cachedRead(getDelivery);

/** Replaces the zones as listed (one transaction: a reader sees the old list or the new, never half).
 * A zone sent with its id keeps it. */
export async function saveZones(db: Db, zones: ZoneInput[]): Promise<DeliveryZone[]> {
  return db.transaction(async (tx) => {
    // a zone's Russian name not sent is kept (issue 36)
    const oldRu = new Map((await tx.select().from(deliveryZones)).map((z) => [z.id, z.nameRu]));
    await tx.delete(deliveryZones);
    if (!zones.length) return [];
    const rows = await tx
      .insert(deliveryZones)
      .values(
        zones.map((z, position) => ({
          ...(z._id ? { id: z._id } : {}),
          name: z.name,
          nameRu: z.nameRu === undefined ? (z._id ? (oldRu.get(z._id) ?? null) : null) : z.nameRu,
          areas: z.areas,
          feeQepik: toQepik(z.fee),
          freeOverQepik: z.freeOver == null ? null : toQepik(z.freeOver),
          daysMin: z.daysMin,
          daysMax: z.daysMax,
          cod: z.cod,
          position,
        })),
      )
      .returning();
    return rows.sort((a, b) => a.position - b.position).map(toZone);
  });
}
