/** Demo trade customers (issue 33): two customer groups as the distributor's sales staff would set
 * them up, and companies of every type and status, so the seller's companies list, a company's
 * page and the overview show something on a new shop. The approved ones' people, with logins and
 * orders, are in demo-trade-people.ts (decision 0093). */
import { eq } from 'drizzle-orm';
import { toQepik } from '../../domain/shared/money.ts';
import type { Db } from './client.ts';
import { seedDemoTradePeople } from './demo-trade-people.ts';
import {
  companies,
  customerGroups,
  groupCategoryDiscounts,
  groupPriceBreaks,
  groupProducts,
  products,
} from './schema.ts';

const DEMO_LICENCE_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const day = (days: number) => new Date(Date.now() + days * 864e5).toISOString().slice(0, 10);

/** Klinika: 8 % off everything, 12 % off injections, boxes of 10 syringes-worth of ivermectin.
 * Topdan: 5 % off everything, and volume prices for the fast movers. */
const GROUPS = [
  {
    name: 'Klinika',
    catalogueBp: 800,
    categories: { Inyeksiyalar: 1200 },
    products: [
      {
        name: 'İvermektin 1% inyeksiya 50 ml',
        breaks: [
          [10, 10.4],
          [50, 9.6],
        ] as const,
        increment: 5,
      },
      { name: 'Amoksisillin 15% LA inyeksiya 100 ml', price: 20.5, breaks: [[10, 19.2]] as const },
    ],
  },
  {
    name: 'Topdan',
    catalogueBp: 500,
    categories: { 'Toz məhsullar': 700 },
    products: [
      {
        name: 'Albendazol həbləri 500 mq',
        breaks: [
          [20, 5.6],
          [100, 5.2],
        ] as const,
        minimum: 10,
      },
      { name: 'Oksitetrasiklin 20% LA inyeksiya 100 ml', breaks: [[12, 16.4]] as const, increment: 12 },
    ],
  },
];

const COMPANIES = [
  {
    legalName: 'VetMed Klinikası MMC',
    voen: '1401234561',
    address: 'Bakı, Nəsimi r., Səməd Vurğun küç. 34',
    type: 'clinic',
    status: 'approved',
    group: 'Klinika',
    licence: ['BL-2023-0112', day(20)],
  },
  {
    legalName: 'Dost Baytarlıq Mərkəzi MMC',
    voen: '1502345671',
    type: 'clinic',
    status: 'pending',
    licence: ['BL-2024-0441', day(400)],
  },
  {
    legalName: 'Sağlam Pəncə Baytar Apteki',
    voen: '1603456781',
    address: 'Gəncə, Kəpəz r., Atatürk pr. 112',
    type: 'pharmacy',
    status: 'approved',
    group: 'Klinika',
    licence: ['BA-2022-0078', day(300)],
  },
  {
    legalName: 'Ləmbəran Ferma Təsərrüfatı',
    voen: '1704567892',
    address: 'Bərdə r., Ləmbəran kəndi',
    type: 'farm',
    status: 'approved',
    group: 'Topdan',
  },
  {
    legalName: 'Quba Aqro MMC',
    voen: '1805678901',
    type: 'farm',
    status: 'rejected',
    reason: 'VÖEN-ə aid çıxarış oxunmur; aydın surətlə yenidən müraciət edin.',
  },
  {
    legalName: 'Pişik və İt Pet-şop',
    voen: '1906789012',
    address: 'Şəki, M. F. Axundzadə pr. 48',
    type: 'petshop',
    status: 'approved',
    group: 'Topdan',
  },
  {
    legalName: 'Gəncə Baytar Aptek MMC',
    voen: '2209012341',
    address: 'Gəncə, Nizami r., Cavadxan küç. 19',
    type: 'pharmacy',
    status: 'approved',
    group: 'Klinika',
    licence: ['BA-2024-0213', day(25)],
  },
  {
    legalName: 'Şəki Baytarlıq Klinikası',
    voen: '2300123452',
    address: 'Şəki, Rəsulzadə pr. 7',
    type: 'clinic',
    status: 'approved',
    group: 'Klinika',
    licence: ['BL-2021-0390', day(-12)],
  },
  {
    legalName: 'Şəmkir Süd Ferması MMC',
    voen: '2401234561',
    address: 'Şəmkir r., Zəyəm kəndi',
    type: 'farm',
    status: 'pending',
  },
  {
    legalName: 'Gəncə Zoo Mərkəzi',
    voen: '2502345671',
    address: 'Gəncə, Kəpəz r., Şah İsmayıl Xətai pr. 40',
    type: 'petshop',
    status: 'approved',
    group: 'Topdan',
  },
  { legalName: 'Zoo Dünyası MMC', voen: '2007890121', type: 'petshop', status: 'suspended', group: 'Topdan' },
  { legalName: 'Aqrar Təchizat Kooperativi', voen: '2108901231', type: 'other', status: 'pending' },
] as const;

export async function seedDemoTrade(db: Db): Promise<void> {
  await seedCompaniesAndGroups(db);
  await seedDemoTradePeople(db); // their people and orders (demo-trade-people.ts)
}

async function seedCompaniesAndGroups(db: Db): Promise<void> {
  const groupIds = new Map<string, string>();
  for (const g of GROUPS) {
    const [row] = await db
      .insert(customerGroups)
      .values({ name: g.name, catalogueBp: g.catalogueBp })
      .returning({ id: customerGroups.id });
    groupIds.set(g.name, row.id);
    for (const [category, bp] of Object.entries(g.categories))
      await db.insert(groupCategoryDiscounts).values({ groupId: row.id, category, bp });
    for (const p of g.products) {
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.name, p.name)).limit(1);
      if (!product) continue;
      const own = p as { price?: number; minimum?: number; increment?: number };
      await db.insert(groupProducts).values({
        groupId: row.id,
        productId: product.id,
        priceQepik: own.price == null ? null : toQepik(own.price),
        minQuantity: own.minimum ?? null,
        increment: own.increment ?? null,
      });
      for (const [minQuantity, price] of p.breaks)
        await db
          .insert(groupPriceBreaks)
          .values({ groupId: row.id, productId: product.id, minQuantity, unitQepik: toQepik(price) });
    }
  }
  for (const c of COMPANIES) {
    const extra = c as { group?: string; licence?: readonly [string, string]; reason?: string };
    await db.insert(companies).values({
      legalName: c.legalName,
      voen: c.voen,
      type: c.type,
      legalAddress: (c as { address?: string }).address ?? 'Bakı şəhəri',
      phone: '+994124041234',
      status: c.status,
      groupId: extra.group ? groupIds.get(extra.group) : null,
      licenceNumber: extra.licence?.[0] ?? null,
      licenceExpires: extra.licence?.[1] ?? null,
      // a licence on file: the scan is a one-page PDF (issue 33, decision 0093)
      licenceFile: extra.licence ? DEMO_LICENCE_PDF : null,
      licenceFileType: extra.licence ? 'application/pdf' : null,
      rejectReason: extra.reason ?? null,
      decidedAt: c.status === 'pending' ? null : new Date(),
    });
  }
}
