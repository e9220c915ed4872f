/** The backups' schedule (issue 44 item 3, decision 0135): when a day's backup is due, what its
 * file is called, and which files retention keeps. Pure: the job (server/running/backup-job.ts)
 * asks. Days and hours are Baku's (UTC+4, no daylight saving), as the shop's orders are. */

export type BackupSchedule = { hour: number; keepDaily: number; keepMonthly: number; dir: string };

const BAKU_OFFSET_MS = 4 * 3_600_000;

/** Today's slot (Baku's date) when its hour has come, else null. */
export function dueSlot(now: Date, hour: number): string | null {
  const baku = new Date(now.getTime() + BAKU_OFFSET_MS);
  return baku.getUTCHours() >= hour ? baku.toISOString().slice(0, 10) : null;
}

export const backupFileName = (slot: string) => `vetshop-${slot}.jsonl.gz`;
const SLOT_OF = /^vetshop-(\d{4}-\d{2}-\d{2})\.jsonl\.gz$/;
export const slotOfFile = (name: string) => SLOT_OF.exec(name)?.[1] ?? null;

/** Of the slots of verified backups, those to keep: the newest `keepDaily`, and the newest of each
 * of the newest `keepMonthly` months. */
export function slotsToKeep(slots: string[], keepDaily: number, keepMonthly: number): Set<string> {
  const newestFirst = [...new Set(slots)].sort().reverse();
  const keep = new Set(newestFirst.slice(0, keepDaily));
  const months = new Map<string, string>();
  for (const slot of newestFirst) if (!months.has(slot.slice(0, 7))) months.set(slot.slice(0, 7), slot);
  for (const slot of [...months.values()].slice(0, keepMonthly)) keep.add(slot);
  return keep;
}
