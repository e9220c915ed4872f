/** A company's statement as dated lines (issue 34 item 4, decision 0116): what was ordered is
 * owed from the day it was placed, what was paid is credited on the day it was paid, an order
 * paid on delivery is settled on the day it was completed; a cancelled order owes nothing.
 * A first invoice is listed for reference (the order already owes its amount); a credit note
 * takes its amount off the debt, and an invoice issued again after one adds it back (decision
 * 0123), so a credit note on a paid order leaves the customer a negative balance: owed back. */

export type LedgerKind = 'order' | 'cancelled' | 'invoice' | 'credit' | 'payment' | 'settled';

export type LedgerEvent = {
  /** Baku day, `2026-11-25` */
  day: string;
  kind: LedgerKind;
  /** the order's number, the document's number, or the payment's bank reference */
  ref: string;
  orderNumber: number;
  /** qəpik; for a payment, negative when it reverses one */
  amountQepik: number;
  /** an invoice or credit note that moves the balance: a credit note, or an invoice issued again
   * after one, of an order not cancelled (a cancelled order owes nothing already) */
  adjusts?: boolean;
};

export type LedgerLine = LedgerEvent & { debitQepik: number; creditQepik: number; balanceQepik: number };

export type Ledger = {
  from: string;
  to: string;
  openingQepik: number;
  debitQepik: number;
  creditQepik: number;
  closingQepik: number;
  lines: LedgerLine[];
};

const ORDER_OF_KINDS: LedgerKind[] = ['order', 'cancelled', 'invoice', 'settled', 'payment', 'credit'];

/** What a line adds to the balance: + owed, − paid. */
function effect(e: LedgerEvent): { debit: number; credit: number } {
  if (e.kind === 'order') return { debit: e.amountQepik, credit: 0 };
  if (e.kind === 'payment' || e.kind === 'settled') return { debit: 0, credit: e.amountQepik };
  if (e.adjusts && e.kind === 'credit') return { debit: 0, credit: e.amountQepik };
  if (e.adjusts && e.kind === 'invoice') return { debit: e.amountQepik, credit: 0 };
  return { debit: 0, credit: 0 };
}

const byDay = (a: LedgerEvent, b: LedgerEvent) =>
  a.day.localeCompare(b.day) ||
  a.orderNumber - b.orderNumber ||
  ORDER_OF_KINDS.indexOf(a.kind) - ORDER_OF_KINDS.indexOf(b.kind) ||
  a.ref.localeCompare(b.ref);

/** The period's lines with a running balance, from the balance of everything before `from`. */
export function ledgerOf(events: readonly LedgerEvent[], from: string, to: string): Ledger {
  const sorted = [...events].sort(byDay);
  let balance = 0;
  for (const e of sorted.filter((x) => x.day < from)) {
    const { debit, credit } = effect(e);
    balance += debit - credit;
  }
  const openingQepik = balance;
  let debitQepik = 0;
  let creditQepik = 0;
  const lines = sorted
    .filter((e) => e.day >= from && e.day <= to)
    .map((e) => {
      const { debit, credit } = effect(e);
      debitQepik += debit;
      creditQepik += credit;
      balance += debit - credit;
      return { ...e, debitQepik: debit, creditQepik: credit, balanceQepik: balance };
    });
  return { from, to, openingQepik, debitQepik, creditQepik, closingQepik: balance, lines };
}
