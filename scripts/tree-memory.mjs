// Memory of a process and all its descendants (the shop and its embedded
// PostgreSQL), as PSS: shared pages are divided among the processes sharing
// them, so PostgreSQL's shared buffers count once, not once per backend.
// Usage: node scripts/tree-memory.mjs PID [PID...] (the shop, and the postmaster of
// DATA_DIR/postgres/postmaster.pid: pg_ctl starts it outside the shop's tree)
import { readFileSync, readdirSync } from 'node:fs';

const roots = process.argv.slice(2).map(Number);
const parents = new Map();
for (const entry of readdirSync('/proc')) {
  if (!/^\d+$/.test(entry)) continue;
  try {
    const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
  } catch {
    // the process ended meanwhile
  }
}
const tree = [...roots];
for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
let totalKb = 0;
for (const pid of tree) {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const pss = Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
  const name = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').slice(0, 60);
  console.log(`${String(pid).padStart(7)} ${(pss / 1024).toFixed(1).padStart(7)} MiB  ${name}`);
  totalKb += pss;
}
console.log(`process trees of ${roots.join(', ')}: ${tree.length} processes, ${(totalKb / 1024).toFixed(1)} MiB (PSS)`);
