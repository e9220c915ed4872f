/** What an order owes and which reminder it is due (issue 34): the pure rules the pages, the
 * credit limit and the reminder job share. */
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import { paymentChoices } from '../../../domain/payments/methods.ts';
import { dueReminders } from '../../../domain/payments/reminders.ts';
import { balanceOf, paymentStateOf } from '../../../domain/payments/state.ts';

const now = new Date('2026-11-25T12:00:00Z');
const day = 86_400_000;
const order = (over: object = {}) => ({
  amountQepik: 10_000,
  paymentMethod: 'terms' as const,
  status: ORDER_STATUS.completed,
  dueAt: new Date(now.getTime() + 5 * day),
  createdAt: new Date(now.getTime() - 10 * day),
  ...over,
});

describe('paymentStateOf', () => {
  it.each([
    [[], {}, 'unpaid'],
    [[{ amountQepik: 4_000 }], {}, 'partly'],
    [[{ amountQepik: 10_000 }], {}, 'paid'],
    [[{ amountQepik: 10_000 }, { amountQepik: -10_000 }], {}, 'unpaid'], // reversed
    [[{ amountQepik: 4_000 }], { dueAt: new Date(now.getTime() - day) }, 'overdue'],
    [[], { paymentMethod: 'cod', dueAt: null }, 'paid'], // COD completed
    [[], { paymentMethod: 'cod', status: ORDER_STATUS.accepted, dueAt: null }, 'unpaid'],
  ])('%j with %j → %s', (payments, over, state) => {
    expect(paymentStateOf(order(over), payments, now)).toBe(state);
  });

  it('a balance: owed, overdue and owed on terms, a cancelled order owing nothing', () => {
    const rows = [
      { order: order(), payments: [{ amountQepik: 2_500 }] },
      { order: order({ dueAt: new Date(now.getTime() - day) }), payments: [] },
      { order: order({ paymentMethod: 'prepay', dueAt: null }), payments: [] },
      { order: order({ status: ORDER_STATUS.cancelled }), payments: [] },
    ];
    expect(balanceOf(rows, now)).toEqual({ owedQepik: 27_500, overdueQepik: 10_000, onTermsQepik: 17_500 });
  });
});

describe('paymentChoices', () => {
  it('cod only where the zone takes cash; terms only with terms and within what is left', () => {
    const base = { zonePayment: 'COD' as const, terms: null, remainingQepik: 0, totalQepik: 5_000 };
    expect(paymentChoices(base).map((c) => c.ok)).toEqual([true, true, false]);
    const noCash = paymentChoices({ ...base, zonePayment: 'TRANSFER' });
    expect(noCash[0]).toEqual({ method: 'cod', ok: false, why: 'zoneNoCash' });
    const terms = { days: 30, limitQepik: 10_000 };
    expect(paymentChoices({ ...base, terms, remainingQepik: 5_000 })[2].ok).toBe(true);
    expect(paymentChoices({ ...base, terms, remainingQepik: 4_999 })[2]).toEqual({
      method: 'terms',
      ok: false,
      why: 'overLimit',
    });
  });
});

describe('dueReminders', () => {
  const s = { prepayRemindDays: 3, prepayCancelDays: 7, termsRemindDays: 3 };
  const prepaid = (ageDays: number) =>
    order({
      paymentMethod: 'prepay',
      status: ORDER_STATUS.sent,
      dueAt: null,
      createdAt: new Date(now.getTime() - ageDays * day),
    });
  it('a prepaid order: nothing, then the reminder, then (once reminded) the cancel', () => {
    expect(dueReminders(prepaid(2), [], s, now)).toEqual([]);
    expect(dueReminders(prepaid(4), [], s, now)).toEqual(['prepayReminder']);
    expect(dueReminders(prepaid(8), [], s, now)).toEqual(['prepayReminder']); // never cancelled unreminded
    expect(dueReminders(prepaid(8), [], s, now, new Set(['prepayReminder']))).toEqual(['prepayCancel']);
    expect(dueReminders(prepaid(8), [{ amountQepik: 100 }], s, now, new Set(['prepayReminder']))).toEqual([]); // partly paid: kept
  });
  it('an order on terms: before its due date, after it, each once; a paid one never', () => {
    expect(dueReminders(order({ dueAt: new Date(now.getTime() + 2 * day) }), [], s, now)).toEqual(['termsBefore']);
    expect(dueReminders(order({ dueAt: new Date(now.getTime() - day) }), [], s, now, new Set(['termsBefore']))).toEqual(
      ['termsAfter'],
    );
    expect(dueReminders(order({ dueAt: new Date(now.getTime() - day) }), [], s, now, new Set(['termsAfter']))).toEqual(
      [],
    );
    expect(dueReminders(order({ dueAt: new Date(now.getTime() - day) }), [{ amountQepik: 10_000 }], s, now)).toEqual(
      [],
    );
  });
});
