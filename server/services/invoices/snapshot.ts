/** A document's snapshot from an order as it is now (issue 34 item 3): the lines as sold (the
 * order's own copies), the seller's facts from the settings, the buyer's from the company that
 * ordered or else the customer; ƏDV per line by decision 0108. */
import { asc, eq } from 'drizzle-orm';
import { documentWords, lineName } from '../../../domain/invoices/document-words.ts';
import type { DocLine, DocumentKind, DocumentSnapshot, Party } from '../../../domain/invoices/types.ts';
import { sumLines, vatLine, type TaxFacts, type VatLine } from '../../../domain/invoices/vat.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { takenBatchLines } from '../../../domain/orders/order-batch-lines.ts';
import { takenBatches, takenKey } from '../stock/order-batches.ts';
import type { Lang } from '../../../domain/i18n/lang.ts';
import { bakuToday } from '../../../domain/orders/order-filters.ts';
import type { Db } from '../../db/client.ts';
import { companies, orderItems, orders, tradeOrders } from '../../db/schema.ts';
import { getSettings } from '../settings/settings.ts';
import { bankDetailsOf, sellerPartyOf, taxFactsOf } from './seller-facts.ts';

type OrderRow = typeof orders.$inferSelect;
type Tx = Pick<Db, 'select'>;

/** The lines as sold, named in the document's words (decision 0115). */
export function docLines(
  items: {
    name: string;
    nameRu?: string | null;
    quantity: number;
    unitPriceQepik: number | null;
    batches?: string[];
  }[],
  deliveryFeeQepik: number,
  tax: TaxFacts,
  lang: Lang,
  kind: DocumentKind = 'invoice',
): DocLine[] {
  const priced: Omit<DocLine, keyof VatLine>[] = items.map((i) => ({
    name: lineName(kind, lang, i.name, i.nameRu),
    quantity: i.quantity,
    unitQepik: i.unitPriceQepik ?? 0,
    ...(i.batches?.length ? { batches: i.batches } : {}),
  }));
  const delivery = documentWords(kind, lang).delivery;
  if (deliveryFeeQepik > 0) priced.push({ name: delivery, quantity: 1, unitQepik: deliveryFeeQepik });
  return priced.map((l) => ({ ...l, ...vatLine(l.unitQepik * l.quantity, tax) }));
}

/** The company that ordered (with its legal name, VÖEN, legal address), or the customer. */
export async function buyerOf(
  tx: Tx,
  order: OrderRow,
  words: { retailBuyer: string },
): Promise<Party & { email: string; companyId: string | null }> {
  const [company] = await tx
    .select({ id: companies.id, legalName: companies.legalName, voen: companies.voen, address: companies.legalAddress })
    .from(tradeOrders)
    .innerJoin(companies, eq(companies.id, tradeOrders.companyId))
    .where(eq(tradeOrders.orderId, order.id));
  if (company) return { ...company, email: order.customerEmail, companyId: company.id };
  const a = order.address;
  const address = [a.street, a.city, a.state, a.zipCode].filter(Boolean).join(', ');
  const name = order.customerName || `${a.firstName} ${a.lastName}`.trim() || words.retailBuyer;
  return { legalName: name, voen: null, address, email: order.customerEmail, companyId: null };
}

export async function snapshotOf(
  tx: Tx,
  order: OrderRow,
  doc: { kind: DocumentKind; number: string; issuedAt: Date; lang: Lang },
): Promise<{ snapshot: DocumentSnapshot; companyId: string | null }> {
  const settings = await getSettings(tx as Db);
  const tax = taxFactsOf(settings);
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  // each line's batches as the order recorded them (issue 41), in the document's language
  const taken = await takenBatches(tx, [order.id]);
  const { ORDER_BATCH } = textsIn(doc.lang);
  const withBatches = items.map((i) => ({
    ...i,
    batches: takenBatchLines(taken.get(takenKey(order.id, i.productId)), ORDER_BATCH),
  }));
  const lines = docLines(withBatches, order.deliveryFeeQepik, tax, doc.lang, doc.kind);
  const { companyId, ...buyer } = await buyerOf(tx, order, documentWords(doc.kind, doc.lang));
  const snapshot: DocumentSnapshot = {
    kind: doc.kind,
    number: doc.number,
    issuedAt: doc.issuedAt.toISOString(),
    orderNumber: order.number,
    lang: doc.lang,
    seller: { ...sellerPartyOf(settings), bank: bankDetailsOf(settings) },
    buyer,
    tax,
    lines,
    totals: sumLines(lines),
    // an order on terms falls due from its completion, the moment its invoice is issued
    dueOn: doc.kind === 'invoice' && order.paymentMethod === 'terms' && order.dueAt ? bakuToday(order.dueAt) : null,
  };
  return { snapshot, companyId };
}
