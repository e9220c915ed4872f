/** Dates exactly as decision 0006 promises (hand-written, not Intl's az-AZ
 * data, so server and browser print the same): Baku time (UTC+4, no summer
 * time) and Azerbaijani month names. Money: text-money.test.ts. */
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../../domain/shared/format.ts';

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

  it("agree with the time-zone database's Asia/Baku for every six hours from 2017 to 2030", () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Baku',
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const step = 6 * 60 * 60 * 1000 + 7 * 60 * 1000; // 6 h 7 min, so the minutes vary too
    for (let t = Date.UTC(2017, 0, 1); t < Date.UTC(2031, 0, 1); t += step) {
      const p = Object.fromEntries(intl.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
      const month = formatDate(new Date(Date.UTC(2026, Number(p.month) - 1, 15))).split(' ')[1];
      expect(formatDateTime(new Date(t))).toBe(`${Number(p.day)} ${month} ${p.year}, ${p.hour}:${p.minute}`);
    }
  });
});
