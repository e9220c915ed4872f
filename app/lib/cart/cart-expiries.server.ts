/** The earliest expiry each cart line would deliver (issue 41 item 3), as the product page says it:
 * the first batch an order would take, read per catalogue version; none for a line out of stock,
 * for stock without a recorded expiry, or for a product without batches. */
import { formatExpiry } from '../../../domain/stock/batches';
import type { ShownExpiry } from '../../../server/services/stock/expiry-shown';

type ExpiryReader = { earliestExpiry(productId: string): Promise<ShownExpiry | null> };

export async function cartExpiries(
  reader: ExpiryReader,
  products: { _id: string; inStock: boolean }[],
): Promise<Record<string, string>> {
  const shown = await Promise.all(
    products.map(async (p) => [p._id, p.inStock ? await reader.earliestExpiry(p._id) : null] as const),
  );
  return Object.fromEntries(shown.flatMap(([id, e]) => (e ? [[id, formatExpiry(e.expiry, e.precision)]] : [])));
}
