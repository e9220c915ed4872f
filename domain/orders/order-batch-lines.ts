/** An order line's batches as a customer reads them (issue 41, decision 0139): on the order's page,
 * in its e-mails, on the delivery note and the invoice: "Seriya L-100, son istifadə tarixi 03.2027
 * — 5 ədəd". The köhnə qalıq, counted before batches, has no number or expiry to tell. */
type Words = { taken: (number: string, expiry: string, quantity: number) => string };

type Batch = { number: string; expiryText: string; quantity: number };

export function takenBatchLines(batches: Batch[] | undefined, ORDER_BATCH: Words): string[] {
  return (batches ?? []).filter((b) => b.number).map((b) => ORDER_BATCH.taken(b.number, b.expiryText, b.quantity));
}
