/** Dates exactly as decision 0006 promises (hand-written, not Intl's az-AZ
 * data, so server and browser print the same): Baku time (UTC+4, no summer
 * time) and Azerbaijani month names. Money: text-money.test.ts. */
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../domain/format.ts';

describe('formatDate and formatDateTime', () => {
  it('print the Baku day and time, with Azerbaijani month names', () => {
    expect(formatDate('2026-03-05T20:30:00Z')).toBe('6 mart 2026'); // 00:30 the next day in Baku
    expect(formatDateTime('2026-03-05T20:30:00Z')).toBe('6 mart 2026, 00:30');
    expect(formatDateTime(new Date('2026-12-31T19:59:00Z'))).toBe('31 dekabr 2026, 23:59');
    expect(formatDateTime('2027-01-01T08:05:00Z')).toBe('1 yanvar 2027, 12:05');
  });

  it('name every month in Azerbaijani', () => {
    const months = Array.from({ length: 12 }, (_, m) => formatDate(new Date(Date.UTC(2026, m, 15, 12))).split(' ')[1]);
    expect(months).toEqual([
      'yanvar',
      'fevral',
      'mart',
      'aprel',
      'may',
      'iyun',
      'iyul',
      'avqust',
      'sentyabr',
      'oktyabr',
      'noyabr',
      'dekabr',
    ]);
  });

  it('keep UTC+4 in summer too (Azerbaijan left daylight saving in 2016)', () => {
    expect(formatDateTime('2026-07-01T20:00:00Z')).toBe('2 iyul 2026, 00:00');
  });
});
