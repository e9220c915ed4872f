// The test runs' temporary folders in memory (/dev/shm) where the machine has room there: above all
// the data of the PostgreSQL servers the tests start. On this machine's disk a CREATE DATABASE from
// the test template took about 700 ms even with fsync off, in /dev/shm 45 ms; every API test file
// makes one (decision 0164). A TMPDIR already set is kept: the run's children inherit ours, and
// `TMPDIR=/tmp npm test` keeps the disk. A small /dev/shm (Docker's 64 MB) is not used.
import { chmodSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';

const SHM = '/dev/shm';
const ROOM_NEEDED = 4 * 1024 ** 3; // two demo shops, two PostgreSQL servers and their copies, with room to spare

function roomIn(dir: string): number {
  try {
    const { bavail, bsize } = statfsSync(dir);
    return bavail * bsize;
  } catch {
    return 0;
  }
}

/** Points TMPDIR at a fresh folder in /dev/shm for this process and its children, removed when
 * this process exits. Returns the folder, or undefined where TMPDIR stays as it was. */
export function useMemoryTmpdir(): string | undefined {
  if (process.env.TMPDIR || process.platform !== 'linux' || roomIn(SHM) < ROOM_NEEDED) return undefined;
  let dir: string;
  try {
    dir = mkdtempSync(`${SHM}/vetshop-tests-`);
  } catch {
    return undefined;
  }
  // as open as /tmp: Debian's PostgreSQL runs as `postgres` (throwaway-cluster.ts) and must reach its folder in here
  chmodSync(dir, 0o1777);
  process.env.TMPDIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
