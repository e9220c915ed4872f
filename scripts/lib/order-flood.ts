/** Customers who order as fast as the shop answers, over keep-alive
 * connections: for the order benchmarks and the crash test. */
import http from 'node:http';
import { cookieFrom, send, sendJson } from './http.ts';

export type Customer = { cookie: string; address: string };
export type FloodResult = { acknowledged: Map<string, number>; failures: number; seconds: number };

/** The delivery address every flooding customer saves. */
export const FLOOD_ADDRESS = {
  firstName: 'Aysel',
  lastName: 'Məmmədova',
  email: 'aysel@test.az',
  street: 'Nizami 10',
  city: 'Bakı',
  state: 'Yasamal',
  zipCode: 'AZ1000',
  country: 'Azərbaycan',
  phone: '0501234567',
};

export async function makeCustomers(url: string, count: number): Promise<Customer[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const email = `flood-${i}-${Math.random().toString(36).slice(2, 8)}@test.az`;
      const registered = await sendJson(`${url}/api/user/register`, 'POST', {
        name: `Müştəri ${i}`,
        email,
        password: 'Gizli-parol-123',
      });
      if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
      const cookie = cookieFrom(registered, 'sid');
      const added = await sendJson(`${url}/api/address/add`, 'POST', { address: FLOOD_ADDRESS }, cookie);
      return { cookie, address: added.json().address._id as string };
    }),
  );
}

/** A product in stock with a price, added by the seller (so no demo data is needed); `extra`
 * form fields beside it (`trackStock: 'true'`). */
export async function addProduct(
  url: string,
  sellerCookie: string,
  extra: Record<string, string> = {},
): Promise<string> {
  const boundary = 'floodboundary';
  const fields = { name: 'Vitamin kompleksi', description: 'Sınaq', category: 'Həblər', offerPrice: '7.35', ...extra };
  const body =
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  const res = await send(`${url}/api/product/add-product`, {
    method: 'POST',
    body,
    headers: { cookie: sellerCookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  if (res.status !== 201) throw new Error(`add-product answered ${res.status}`);
  return res.json().product._id as string;
}

export async function firstProductId(url: string): Promise<string> {
  const list = (await send(`${url}/api/product/list`)).json().products as {
    _id: string;
    inStock: boolean;
    offerPrice?: number;
  }[];
  const product = list.find((p) => p.inStock && p.offerPrice);
  if (!product) throw new Error('no product in stock');
  return product._id;
}

/** A product whose quantity is tracked, with `quantity` of it (issue 24): the stock benchmark.
 * `extra` form fields beside (`category: 'Digər'`: a pet supply, counted but not by batch). */
export async function addTrackedProduct(
  url: string,
  sellerCookie: string,
  quantity: number,
  extra: Record<string, string> = {},
): Promise<string> {
  const id = await addProduct(url, sellerCookie, { trackStock: 'true', ...extra });
  const res = await sendJson(
    `${url}/api/stock/${id}/correction`,
    'POST',
    { mode: 'set', value: quantity, note: 'bench' },
    sellerCookie,
  );
  if (res.status !== 200) throw new Error(`correction answered ${res.status}`);
  return id;
}

/** Every customer orders in a loop until `until()` says stop; the acknowledged orders (201) are kept with their amounts.
 * Several products: customer i orders product i mod n. */
export async function flood(
  url: string,
  customers: Customer[],
  productIds: string | string[],
  until: () => boolean,
): Promise<FloodResult> {
  const ids = typeof productIds === 'string' ? [productIds] : productIds;
  const agent = new http.Agent({ keepAlive: true, maxSockets: customers.length });
  const acknowledged = new Map<string, number>();
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    customers.map(async (c, i) => {
      const productId = ids[i % ids.length];
      while (!until()) {
        try {
          const res = await sendJson(
            `${url}/api/order/cod`,
            'POST',
            { items: [{ product: productId, quantity: 2 }], address: c.address },
            c.cookie,
            agent,
          );
          if (res.status === 201) acknowledged.set(res.json().order._id, res.json().order.amount);
          else failures++;
        } catch {
          failures++; // the server went away (the crash test)
          if (until()) break;
        }
      }
    }),
  );
  agent.destroy();
  return { acknowledged, failures, seconds: (performance.now() - started) / 1000 };
}

export type SellerOrder = { _id: string; amount: number; items: { product: { _id: string }; quantity: number }[] };

/** Every order, following the pages of /api/order/seller. */
export async function allSellerOrders(url: string, sellerCookie: string): Promise<SellerOrder[]> {
  const orders: SellerOrder[] = [];
  for (let cursor = ''; ;) {
    const page = (
      await send(`${url}/api/order/seller?limit=100${cursor ? `&after=${cursor}` : ''}`, {
        headers: { cookie: sellerCookie },
      })
    ).json();
    orders.push(...page.orders);
    if (!page.next) return orders;
    cursor = page.next;
  }
}

/** A medicine counted by batch (issue 41): `quantity` received in three batches of later and later
 * expiry through the goods-in call, so an order takes first expired, first out as in the shop. */
export async function addBatchTrackedProduct(url: string, sellerCookie: string, quantity: number): Promise<string> {
  const product = await addProduct(url, sellerCookie, { trackStock: 'true' });
  const year = new Date().getUTCFullYear();
  const third = Math.floor(quantity / 3);
  const res = await sendJson(
    `${url}/api/batches/receipts`,
    'POST',
    {
      supplier: 'Vet Pharma MMC',
      date: new Date().toISOString().slice(0, 10),
      lines: [1, 2, 3].map((n) => ({ product, batch: `BN-${n}`, expiry: `06.${year + n}`, quantity: third })),
    },
    sellerCookie,
  );
  if (res.status !== 201) throw new Error(`receipt answered ${res.status}`);
  return product;
}
