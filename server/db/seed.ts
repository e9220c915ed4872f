/** Fills a new database with the demo catalogue and news (docs/architecture.md §Configuration),
 * their pictures drawn locally, nothing fetched. */
import { count } from 'drizzle-orm';
import { toQepik } from '../../domain/money.ts';
import { fold } from '../../domain/text.ts';
import { storeImage } from '../services/images.ts';
import type { Db } from './client.ts';
import { demoNews, demoProducts, type DemoArt } from './demo-data.ts';
import { renderDemoArt } from './demo-images.ts';
import { news, products } from './schema.ts';

async function drawAll(db: Db, art: DemoArt[]): Promise<string[]> {
  // a product's pictures are drawn side by side: sharp spreads them over the cores
  return Promise.all(art.map(async (item, variant) => storeImage(db, await renderDemoArt(item, variant))));
}

export async function seedDemo(db: Db): Promise<{ products: number; news: number }> {
  const [existing] = await db.select({ n: count() }).from(products);
  if (existing.n > 0) return { products: 0, news: 0 }; // never mix demo data into a real catalogue
  const now = Date.now();
  // createdAt spreads the catalogue over recent weeks so "newest first" reads naturally
  for (const [index, item] of demoProducts.entries()) {
    await db.insert(products).values({
      name: item.name,
      nameFolded: fold(item.name),
      description: item.description,
      category: item.category,
      inStock: item.inStock,
      priceQepik: item.offerPrice == null ? null : toQepik(item.offerPrice),
      images: await drawAll(db, item.art),
      createdAt: new Date(now - index * 36e5 * 7),
      updatedAt: new Date(now - index * 36e5 * 7),
    });
  }
  for (const item of demoNews) {
    await db.insert(news).values({
      title: item.title,
      description: item.description,
      seen: item.seen,
      images: await drawAll(db, item.art),
      createdAt: new Date(now - item.daysAgo * 864e5),
    });
  }
  return { products: demoProducts.length, news: demoNews.length };
}
