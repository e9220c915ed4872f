/** Money rules: the database holds qəpik (integers); the API and pages show
 * manat. A product without a price counts 0 in totals (DESIGN §3). */
export function toQepik(manat: number): number {
  return Math.round(manat * 100);
}

export function toManat(qepik: number): number {
  return qepik / 100;
}

/** Rounds a manat amount down to 2 decimals (spec §9); the epsilon keeps
 * binary noise such as 0.1 + 0.2 from losing a qəpik. */
export function floorManat(manat: number): number {
  return Math.floor(manat * 100 + 1e-7) / 100;
}

/** Total of lines priced in manat, rounded down to 2 decimals (spec §9). */
export function cartTotal(lines: { offerPrice: number | null | undefined; quantity: number }[]): number {
  const sum = lines.reduce((acc, line) => acc + (line.offerPrice ?? 0) * line.quantity, 0);
  return floorManat(sum);
}

/** One order line's amount in manat (unit price × quantity), null without a price. */
export function lineTotal(offerPrice: number | null, quantity: number): number | null {
  return offerPrice == null ? null : toManat(toQepik(offerPrice) * quantity);
}

/** Exact total in qəpik, used by the server when it prices an order. */
export function totalQepik(lines: { unitQepik: number | null; quantity: number }[]): number {
  return lines.reduce((acc, line) => acc + (line.unitQepik ?? 0) * line.quantity, 0);
}
