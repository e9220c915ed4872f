/** CPU time a process tree has used (Linux /proc): the shop and its embedded PostgreSQL, whose
 * postmaster pg_ctl starts outside the shop's tree. Per order it is a steadier figure than orders/s
 * on a machine others share: a neighbour's burst slows the rounds but hardly the CPU an order costs. */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function stat(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // ended meanwhile
  }
}

/** Milliseconds of CPU (user and system) of `roots`, their live descendants and the children they
 * have reaped (a backend that ended); null without /proc. */
export function treeCpuMs(roots: number[]): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return null;
  }
  const children = new Map<number, number[]>();
  for (const entry of entries) {
    const ppid = Number(stat(Number(entry))?.[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  let ticks = 0;
  const tree = [...roots];
  for (let i = 0; i < tree.length; i++) {
    const fields = stat(tree[i]);
    // utime, stime, cutime, cstime
    if (fields) ticks += [11, 12, 13, 14].reduce((sum, f) => sum + Number(fields[f]), 0);
    tree.push(...(children.get(tree[i]) ?? []));
  }
  return ticks * TICK_MS;
}
