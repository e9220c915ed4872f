/** One layout (issue 43 item 1, decision 0154): a capability's code sits in its own folder in each
 * layer, so no folder grows past what a reader scans at a glance. A folder that passes the limit is
 * split by capability or topic, as domain/ and server/services/ were. The word catalogues hold one
 * file per namespace and the migrations one per change, so they are not counted. */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['app', 'server', 'domain', 'tests', 'scripts'];
const MAX_FILES = 30;
const EXEMPT = new Set([
  'domain/i18n/az',
  'domain/i18n/az-only',
  'domain/i18n/ru',
  'server/db/migrations',
  'server/db/migrations/meta',
]);

function folders(dir: string): string[] {
  const subdirs = readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isDirectory());
  return [dir, ...subdirs.filter((name) => name !== 'node_modules').flatMap((name) => folders(path.join(dir, name)))];
}

const looseFiles = (dir: string) => readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isFile()).length;

describe('folder sizes', () => {
  it(`no source or test folder holds more than ${MAX_FILES} files of its own`, () => {
    const crowded = ROOTS.flatMap(folders)
      .filter((dir) => !EXEMPT.has(dir.split(path.sep).join('/')))
      .map((dir) => ({ dir, files: looseFiles(dir) }))
      .filter(({ files }) => files > MAX_FILES);
    expect(crowded).toEqual([]);
  });
});
