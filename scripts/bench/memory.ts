/** What a benchmark says of its own process's memory (Linux /proc): the resident set's high-water
 * mark, and a reset of it after a full GC, so a run's peak is its own and not the start's. */
import { readFileSync, writeFileSync } from 'node:fs';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

const status = (field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync('/proc/self/status', 'utf8'))![1]) / 1024;

v8.setFlagsFromString('--expose-gc');
// 'last-resort': a full GC that also gives the emptied heap back to the system (a plain one keeps
// the 150 MB the module loading grew it to, measured)
const gc = runInNewContext('gc') as (options: object) => void;

export const memory = {
  /** The resident set's high-water mark since the start or the last `settle`, in MiB. */
  peakMiB: () => status('VmHWM'),
  /** A full GC giving memory back, then the high-water mark reset to the resident set now (clear_refs 5, Linux ≥ 4.0); returns it in MiB. */
  settle(): number {
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    writeFileSync('/proc/self/clear_refs', '5');
    return status('VmRSS');
  },
  /** Why a process that imports drizzle-orm peaks high before doing anything (measured, decision 0073). */
  why:
    "Node 24's ESM loader parses drizzle-orm's 179 kB package.json exports again for each of its " +
    'modules, some 200 MB of garbage the GC frees afterwards',
};
