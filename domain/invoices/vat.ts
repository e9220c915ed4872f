/** ƏDV (VAT) of a document's lines (decision 0108). The line is the unit of rounding: each
 * line's ƏDV is rounded half-up to the qəpik once, and every total is a sum of lines, so
 * net + ƏDV = total on each line and on the document, and the total is what the order charged.
 * Prices that include ƏDV and prices that exclude it give the same lines: a net amount n
 * becomes n + round(n·r) with ƏDV round(n·r), and that gross amount split back gives n again. */

export type TaxFacts = {
  /** ƏDV rate in percent (18 in Azerbaijan); 0 for a seller not registered for ƏDV. */
  ratePct: number;
  /** The catalogue's prices include ƏDV (the shop's prices are what the customer pays). */
  pricesIncludeVat: boolean;
};

export type VatLine = { netQepik: number; vatQepik: number; totalQepik: number };

/** Half-up division of whole numbers (amounts are never negative here). */
function divRound(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** rate as hundredths of a percent, so 18 % and 0,5 % stay whole numbers */
const bp = (ratePct: number) => Math.round(ratePct * 100);

/** A line whose amount includes ƏDV: the ƏDV inside it. */
export function vatFromGross(totalQepik: number, ratePct: number): VatLine {
  const vatQepik = divRound(totalQepik * bp(ratePct), 10_000 + bp(ratePct));
  return { netQepik: totalQepik - vatQepik, vatQepik, totalQepik };
}

/** A line whose amount excludes ƏDV: the ƏDV on top of it. */
export function vatFromNet(netQepik: number, ratePct: number): VatLine {
  const vatQepik = divRound(netQepik * bp(ratePct), 10_000);
  return { netQepik, vatQepik, totalQepik: netQepik + vatQepik };
}

/** One line by the shop's rule: `amountQepik` is unit price × quantity as the catalogue prices it. */
export function vatLine(amountQepik: number, tax: TaxFacts): VatLine {
  return tax.pricesIncludeVat ? vatFromGross(amountQepik, tax.ratePct) : vatFromNet(amountQepik, tax.ratePct);
}

export function sumLines(lines: VatLine[]): VatLine {
  return lines.reduce(
    (acc, l) => ({
      netQepik: acc.netQepik + l.netQepik,
      vatQepik: acc.vatQepik + l.vatQepik,
      totalQepik: acc.totalQepik + l.totalQepik,
    }),
    { netQepik: 0, vatQepik: 0, totalQepik: 0 },
  );
}
