import { rmSync, statSync } from 'node:fs';
import { afterEach, describe, expect, test } from 'vitest';
import { useMemoryTmpdir } from '../../../scripts/lib/test-tmpdir.ts';

describe('useMemoryTmpdir, the test runs’ temporary folder (decision 0164)', () => {
  const before = process.env.TMPDIR;
  afterEach(() => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
  });

  test('keeps a TMPDIR already set: the run’s children inherit the parent’s, and TMPDIR=/tmp keeps the disk', () => {
    process.env.TMPDIR = '/tmp';
    expect(useMemoryTmpdir()).toBeUndefined();
    expect(process.env.TMPDIR).toBe('/tmp');
  });

  test.runIf(process.platform === 'linux')('makes a folder in /dev/shm that PostgreSQL’s own user can enter', () => {
    delete process.env.TMPDIR;
    const dir = useMemoryTmpdir();
    if (dir === undefined) return; // a machine whose /dev/shm is small: TMPDIR stays unset
    try {
      expect(dir).toMatch(/^\/dev\/shm\/vetshop-tests-/);
      expect(process.env.TMPDIR).toBe(dir);
      expect(statSync(dir).mode & 0o7777).toBe(0o1777);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
