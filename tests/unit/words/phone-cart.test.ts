/** Phone and postcode normalisation (docs/architecture.md §Text), cart helpers (docs/architecture.md §Validation, §Constants). */
import { describe, expect, it } from 'vitest';
import { distinctCount, MAX_LINE_QUANTITY, mergeCarts, quantityOptions } from '../../../domain/cart/cart.ts';
import { formatPhone, normalizePhone, normalizeZip } from '../../../domain/shared/phone.ts';

describe('normalizePhone', () => {
  it.each([
    ['050 123 45 67', '+994501234567'],
    ['+994 50 123 45 67', '+994501234567'],
    ['501234567', '+994501234567'],
    ['994551234567', '+994551234567'],
    ['(070) 123-45-67', '+994701234567'],
    ['010 123 45 67', '+994101234567'],
    ['099 123 45 67', '+994991234567'],
    ['012 345 67 89', '+994123456789'],
    ['+7 912 345 67 89', '+79123456789'],
  ])('%s → %s', (input, e164) => {
    expect(normalizePhone(input)).toBe(e164);
  });

  it.each([['050 123 45'], ['abc'], ['030 123 45 67'], ['+994 50 123 45 678'], [''], ['+0123456789'], ['05012345678']])(
    'refuses %s',
    (input) => {
      expect(normalizePhone(input)).toBeNull();
    },
  );
});

describe('formatPhone', () => {
  it('groups an Azerbaijani number as it is dialled, leaves others alone', () => {
    expect(formatPhone('+994501234567')).toBe('+994 50 123 45 67');
    expect(formatPhone('+4915112345678')).toBe('+4915112345678');
  });
});

describe('normalizeZip', () => {
  it.each([['AZ1000'], ['AZ 1000'], ['1000'], ['az1000'], [' AZ1000 ']])('%s → AZ1000', (input) => {
    expect(normalizeZip(input)).toBe('AZ1000');
  });

  it.each([['AZ100'], ['10000'], ['AZ-1000'], ['ABCD']])('refuses %s', (input) => {
    expect(normalizeZip(input)).toBeNull();
  });
});

describe('quantityOptions', () => {
  it('offers 1 to 9', () => {
    expect(quantityOptions(1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(quantityOptions(9)).toHaveLength(9);
  });

  it('offers up to the current quantity when higher', () => {
    expect(quantityOptions(12)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });
});

describe('cart helpers', () => {
  it('the badge counts distinct products with a positive quantity', () => {
    expect(distinctCount({ a: 3, b: 1, c: 0 })).toBe(2);
    expect(distinctCount({})).toBe(0);
  });

  it('merging keeps every product and the larger quantity', () => {
    expect(mergeCarts({ a: 2, b: 5 }, { b: 3, c: 1 })).toEqual({ a: 2, b: 5, c: 1 });
    expect(mergeCarts({ a: 1 }, { a: 4 })).toEqual({ a: 4 });
  });

  it('merging caps a line at the server ceiling and leaves its inputs alone', () => {
    const account = { a: 1 };
    expect(mergeCarts(account, { a: 5000 })).toEqual({ a: MAX_LINE_QUANTITY });
    expect(account).toEqual({ a: 1 });
  });
});
