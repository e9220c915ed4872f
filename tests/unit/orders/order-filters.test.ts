/** The seller's order filters and the accountant's CSV cells (domain/). */
import { describe, expect, it } from 'vitest';
import {
  bakuDayStart,
  bakuToday,
  nextDay,
  orderListQuerySchema,
  parseSearch,
} from '../../../domain/orders/order-filters.ts';
import { bakuStamp, csvLine } from '../../../domain/orders/orders-csv.ts';

describe('parseSearch', () => {
  it('reads a number, a phone as dialled, and folded text', () => {
    expect(parseSearch('10042')).toEqual({ number: 10042, digits: '10042' });
    expect(parseSearch('№ 10042')).toEqual({ number: 10042 });
    expect(parseSearch('050 123 45 67')).toEqual({ digits: '501234567' });
    expect(parseSearch('+994 50 123-45-67')).toEqual({ digits: '994501234567' });
    expect(parseSearch('  MƏMMƏDOVA ')).toEqual({ text: 'memmedova' });
    expect(parseSearch('İsmayılov')).toEqual({ text: 'ismayilov' });
    expect(parseSearch('   ')).toEqual({});
  });
});

describe('Baku days', () => {
  it('start at 20:00 UTC the day before (UTC+4, no summer time)', () => {
    expect(bakuDayStart('2026-03-29').toISOString()).toBe('2026-03-28T20:00:00.000Z');
    expect(bakuToday(new Date('2026-11-21T19:59:59Z'))).toBe('2026-11-21');
    expect(bakuToday(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(bakuStamp('2026-11-21T20:30:00.000Z')).toBe('2026-11-22 00:30');
  });
});

describe('the list query', () => {
  it('takes filter keys and refuses unknown ones, bad dates and page sizes', () => {
    expect(orderListQuerySchema.parse({ status: 'new,completed', limit: '5' })).toMatchObject({
      status: ['new', 'completed'],
      limit: 5,
    });
    for (const bad of [
      { status: 'Göndərilib' },
      { from: '22.11.2026' },
      { limit: '0' },
      { limit: '101' },
      { after: 'a b' },
      { before: '1763800000123456-10042' }, // the old order cursor: not the shared one
    ]) {
      expect(orderListQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('CSV cells', () => {
  it('quote separators and quotes, and keep formulas as text', () => {
    expect(csvLine(['a;b', 'say "5"', 'plain'])).toBe('"a;b";"say ""5""";plain\r\n');
    expect(csvLine(['=1+1', '+994', '-5', '@x'])).toBe("'=1+1;'+994;'-5;'@x\r\n");
  });
});
