/** Demo trade buyers (issue 33, decision 0093): the approved demo companies' people, with logins
 * that work (the README's demo trade buyers), an address each and a few orders placed through the shop's own
 * order path, so they are priced by the group's list as a real buyer's would be. Skipped when
 * SEED_DEMO_TRADE_PEOPLE=0 (the browser tests' shops: their counts of customers and orders stay). */
import { eq, inArray } from 'drizzle-orm';
import { addressSchema, orderCreateSchema } from '../../domain/shared/schemas.ts';
import { addAddress } from '../services/accounts/addresses.ts';
import { registerUser } from '../services/accounts/accounts.ts';
import { placeOrder } from '../services/orders/place-order.ts';
import type { Db } from './client.ts';
import { companies, companyMembers, products } from './schema.ts';

/** Every demo buyer's password (README, "What you see"). */
export const DEMO_TRADE_PASSWORD = 'Topdan-demo-2026';

type Person = { name: string; email: string; role: 'owner' | 'member' };
type Buyer = { company: string; city: string; street: string; people: Person[]; orders: [string, number][][] };

export const DEMO_TRADE_BUYERS: Buyer[] = [
  {
    company: 'VetMed Klinikası MMC',
    city: 'Bakı',
    street: 'Nəsimi r., Səməd Vurğun küç. 34',
    people: [
      { name: 'Elçin Quliyev', email: 'klinika@vetaqro.az', role: 'owner' },
      { name: 'Aynur Səfərova', email: 'aynur.klinika@vetaqro.az', role: 'member' },
    ],
    orders: [
      [
        ['İvermektin 1% inyeksiya 50 ml', 10],
        ['Vitamin AD3E inyeksiya 100 ml', 6],
      ],
      [['Amoksisillin 15% LA inyeksiya 100 ml', 12]],
    ],
  },
  {
    company: 'Sağlam Pəncə Baytar Apteki',
    city: 'Gəncə',
    street: 'Kəpəz r., Atatürk pr. 112',
    people: [{ name: 'Rəna Əliyeva', email: 'aptek@vetaqro.az', role: 'owner' }],
    orders: [[['Meloksikam həbləri 1 mq (itlər üçün)', 8]]],
  },
  {
    company: 'Ləmbəran Ferma Təsərrüfatı',
    city: 'Bərdə',
    street: 'Ləmbəran kəndi',
    people: [{ name: 'Tofiq Hüseynov', email: 'ferma@vetaqro.az', role: 'owner' }],
    orders: [[['Albendazol həbləri 500 mq', 100]], [['Oksitetrasiklin 20% LA inyeksiya 100 ml', 24]]],
  },
  {
    company: 'Pişik və İt Pet-şop',
    city: 'Şəki',
    street: 'M. F. Axundzadə pr. 48',
    people: [{ name: 'Səbinə Kərimova', email: 'petshop@vetaqro.az', role: 'owner' }],
    orders: [[['Kalsium + D3 vitaminli həblər (bala itlər üçün)', 12]]],
  },
];

export async function seedDemoTradePeople(db: Db): Promise<void> {
  if (process.env.SEED_DEMO_TRADE_PEOPLE === '0') return;
  const names = DEMO_TRADE_BUYERS.flatMap((b) => b.orders.flat().map(([name]) => name));
  const found = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.name, names));
  const productId = new Map(found.map((p) => [p.name, p.id]));
  for (const buyer of DEMO_TRADE_BUYERS) {
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.legalName, buyer.company));
    if (!company) continue;
    for (const person of buyer.people) {
      const user = await registerUser(db, { name: person.name, email: person.email, password: DEMO_TRADE_PASSWORD });
      await db.insert(companyMembers).values({ userId: user._id, companyId: company.id, role: person.role });
      if (person.role !== 'owner') continue;
      const [firstName, lastName] = person.name.split(' ');
      const address = await addAddress(
        db,
        user._id,
        addressSchema.parse({
          firstName,
          lastName,
          email: person.email,
          street: buyer.street,
          city: buyer.city,
          country: 'Azərbaycan',
          phone: '+994 50 123 45 67',
        }),
      );
      for (const lines of buyer.orders) {
        const items = lines.flatMap(([name, quantity]) => {
          const id = productId.get(name);
          return id ? [{ product: id, quantity }] : [];
        });
        // a demo order the rules refuse (a product changed since) is left out, never a failed seed
        // a farm's or pet shop's prescription-only line comes with its vet's prescription, as at the till
        if (!items.length) continue;
        const input = orderCreateSchema.parse({
          items,
          address: address._id,
          prescription: { vetName: 'Dr. Namiq Rzayev', clinic: 'Bərdə Rayon Baytarlıq İdarəsi' },
        });
        await placeOrder(db, user._id, input).catch(() => null);
      }
    }
  }
}
