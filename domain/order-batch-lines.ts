/** An order line's batches as a customer reads them (issue 41 item 3), on the order's page and in
 * its e-mails and on the delivery note: "Seriya L-100, son istifadə tarixi 03.2027 — 5 ədəd". The köhnə qalıq, counted
 * before batches, has no number or expiry to tell and is left out. */
import type { Order } from './types.ts';

type Words = { taken: (number: string, expiry: string, quantity: number) => string };

export function takenBatchLines(item: Order['items'][number], ORDER_BATCH: Words): string[] {
  return (item.batches ?? []).filter((b) => b.number).map((b) => ORDER_BATCH.taken(b.number, b.expiryText, b.quantity));
}
