/** Which backups the schedule keeps (decision 0135): the newest N days and the newest of each of
 * the newest M months. */
import { describe, expect, it } from 'vitest';
import { dueSlot, slotsToKeep } from '../../../domain/running/backups.ts';

describe('backup retention', () => {
  it('keeps the newest days and one a month', () => {
    const slots = ['2026-09-30', '2026-10-15', '2026-10-31', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
    expect([...slotsToKeep(slots, 2, 3)].sort()).toEqual(['2026-09-30', '2026-10-31', '2026-11-27', '2026-11-28']);
    expect([...slotsToKeep(slots, 1, 0)]).toEqual(['2026-11-28']);
  });

  it("is due from the hour on, by Baku's day", () => {
    expect(dueSlot(new Date('2026-11-27T22:30:00Z'), 2)).toBe('2026-11-28'); // 02:30 in Baku
    expect(dueSlot(new Date('2026-11-27T21:30:00Z'), 2)).toBeNull(); // 01:30
  });
});
