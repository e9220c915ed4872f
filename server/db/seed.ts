/** Fills a new database with the demo catalogue and news (docs/architecture.md §Configuration),
 * their pictures drawn locally, nothing fetched. */
import { count, eq } from 'drizzle-orm';
import { toQepik } from '../../domain/shared/money.ts';
import { fold } from '../../domain/search/search-folding.ts';
import { rebuildSearchDocs } from '../services/search/search-document.ts';
import type { Db } from './client.ts';
import { demoNews, demoProducts, type DemoArt } from './demo-data.ts';
import { storeDemoArt } from './demo-image-cache.ts';
import { deliveryZones, news, products } from './schema.ts';
import { demoExtraSizes, demoFacts, MAKERS, type DemoFacts } from './demo-vet-facts.ts';
import { ean13 } from '../../domain/vet/vet.ts';
import { DEMO_ZONES } from '../../domain/delivery/demo-zones.ts';
import { joinFamily, saveSubstances, vetColumns } from '../services/vet/vet-facts.ts';
import { saveZones } from '../services/settings/settings.ts';
import type { VetFields } from '../../domain/vet/vet-schemas.ts';
import { seedDemoTrade } from './demo-trade.ts';
import { seedDemoBatches } from './demo-batches.ts';
import { newsRu, productRu } from './demo-ru/index.ts';

async function drawAll(db: Db, art: DemoArt[]): Promise<string[]> {
  // a product's pictures are drawn side by side: sharp spreads them over the cores
  return Promise.all(art.map((item, variant) => storeDemoArt(db, item, variant)));
}

export async function seedDemo(db: Db): Promise<{ products: number; news: number }> {
  const [existing] = await db.select({ n: count() }).from(products);
  if (existing.n > 0) return { products: 0, news: 0 }; // never mix demo data into a real catalogue
  const now = Date.now();
  // createdAt spreads the catalogue over recent weeks so "newest first" reads naturally
  const catalogue = [...demoProducts.map((p) => ({ ...p, facts: demoFacts[p.name] })), ...demoExtraSizes];
  const ids = new Map<string, string>();
  for (const [index, item] of catalogue.entries()) {
    const [row] = await db
      .insert(products)
      .values({
        name: item.name,
        nameFolded: fold(item.name),
        description: item.description,
        ...productRu(item.name), // issue 36: the Russian name and description
        category: item.category,
        inStock: item.inStock,
        priceQepik: item.offerPrice == null ? null : toQepik(item.offerPrice),
        images: await drawAll(db, item.art),
        createdAt: new Date(now - index * 36e5 * 7),
        updatedAt: new Date(now - index * 36e5 * 7),
      })
      .returning({ id: products.id });
    ids.set(item.name, row.id);
    if (item.facts) await saveFacts(db, row.id, index, item.facts, ids);
    await rebuildSearchDocs(db, eq(products.id, row.id)); // name, facts and substances as saved
  }
  await seedDemoBatches(db, [...ids.values()]); // the medicines counted by batch (issue 41)
  for (const item of demoNews) {
    await db.insert(news).values({
      title: item.title,
      description: item.description,
      ...newsRu(item.title),
      seen: item.seen,
      images: await drawAll(db, item.art),
      createdAt: new Date(now - item.daysAgo * 864e5),
    });
  }
  const [zones] = await db.select({ n: count() }).from(deliveryZones);
  if (zones.n === 0) await saveZones(db, DEMO_ZONES);
  await seedDemoTrade(db); // trade customers (issue 33)
  return { products: catalogue.length, news: demoNews.length };
}

/** A demo product's facts as the product form gives them (demo-vet-facts.ts); SKU,
 * barcode and AQTA number made up from its position in the catalogue. */
export function demoVetFields(index: number, facts: DemoFacts): Partial<VetFields> {
  const n = String(index + 1).padStart(4, '0');
  const medicine = Boolean(facts.rx || facts.substances?.length);
  const [meat, milk, eggs] = facts.withdrawal ?? [null, null, null];
  return {
    species: facts.species,
    substances: (facts.substances ?? []).map(([name, strength]) => ({ name, strength })),
    packSize: facts.pack,
    manufacturer: MAKERS[facts.maker].name,
    country: MAKERS[facts.maker].country,
    sku: `VA-${n}`,
    barcode: ean13(`4760000${n}0`),
    registrationNumber: medicine ? `AQTA-DEMO-${n}` : null,
    rx: facts.rx ?? false,
    withdrawalMeat: meat,
    withdrawalMilk: milk,
    withdrawalEggs: eggs,
    storageMinC: facts.storage?.[0] ?? null,
    storageMaxC: facts.storage?.[1] ?? null,
    coldChain: facts.coldChain ?? false,
  };
}

async function saveFacts(db: Db, id: string, index: number, facts: DemoFacts, ids: Map<string, string>): Promise<void> {
  const { substances, ...fields } = demoVetFields(index, facts);
  await db
    .update(products)
    .set({
      ...vetColumns(fields),
      ...(facts.sizeOf ? { familyId: await joinFamily(db, ids.get(facts.sizeOf)!) } : {}),
    })
    .where(eq(products.id, id));
  await saveSubstances(db, id, substances ?? []);
}
