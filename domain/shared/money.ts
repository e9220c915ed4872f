/** Money rules: the database holds qəpik (integers); the API and pages show
 * manat. A product without a price counts 0 in totals (docs/architecture.md §Data). */
export function toQepik(manat: number): number {
  return Math.round(manat * 100);
}

export function toManat(qepik: number): number {
  return qepik / 100;
}

/** Total of lines priced in manat (docs/architecture.md §Constants), by the server's rule: each price
 * in whole qəpik, summed as integers, so a cart shows exactly what the order
 * will cost (0.1 × 3 is 0.30, not 0.30000000000000004 floored). */
export function cartTotal(lines: { offerPrice: number | null | undefined; quantity: number }[]): number {
  return toManat(
    totalQepik(
      lines.map((line) => ({
        unitQepik: line.offerPrice == null ? null : toQepik(line.offerPrice),
        quantity: line.quantity,
      })),
    ),
  );
}

/** One order line's amount in manat (unit price × quantity), null without a price. */
export function lineTotal(offerPrice: number | null, quantity: number): number | null {
  return offerPrice == null ? null : toManat(toQepik(offerPrice) * quantity);
}

/** Exact total in qəpik: the one rule of every total, the server's order amount and the cart's. */
export function totalQepik(lines: { unitQepik: number | null; quantity: number }[]): number {
  return lines.reduce((acc, line) => acc + (line.unitQepik ?? 0) * line.quantity, 0);
}
