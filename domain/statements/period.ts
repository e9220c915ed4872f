/** The statement's period (issue 34 item 4): Baku days, both ends included; by default the year
 * so far. Without zod, so a page's loader may import it. */
import { bakuToday } from '../shared/format.ts';

export type StatementPeriod = { from: string; to: string };

export function periodOf(q: { from?: string; to?: string }, now = new Date()): StatementPeriod {
  const to = q.to ?? bakuToday(now);
  const from = q.from ?? `${to.slice(0, 4)}-01-01`;
  return { from: from > to ? to : from, to };
}
