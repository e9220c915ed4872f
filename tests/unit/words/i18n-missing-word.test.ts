/** A storefront word missing from the Russian catalogue fails the build (issue 43 item 2, decision
 * 0153): the registry is compiled by tsc as `npm run typecheck` does, once as it is and once with a
 * Russian line taken out. An Azerbaijani-only namespace (AZ_ONLY) needs no Russian file. */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const dirs: string[] = [];

/** A copy of domain/ with `edit` applied, type-checked from the registry; tsc's errors, '' if none. */
function typecheck(edit: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-typecheck-'));
  dirs.push(dir);
  cpSync(join(root, 'domain'), join(dir, 'domain'), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  edit(dir);
  const { compilerOptions } = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8'));
  const config = { compilerOptions: { ...compilerOptions, types: [] }, files: ['domain/i18n/catalogues.ts'] };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config));
  try {
    execFileSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { cwd: dir, encoding: 'utf8' });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the catalogues under tsc', () => {
  it('compile as they are', () => {
    expect(typecheck(() => {})).toBe('');
  }, 60_000);

  it('fail when a storefront word is missing in Russian', () => {
    const errors = typecheck((dir) => {
      const file = join(dir, 'domain/i18n/ru/cart-text.ts');
      const lines = readFileSync(file, 'utf8').split('\n');
      writeFileSync(file, lines.filter((line) => !line.trimStart().startsWith('cartTitle:')).join('\n'));
    });
    expect(errors).toMatch(/error TS\d+/);
    expect(errors).toContain('cartTitle');
  }, 60_000);

  it('fail when a storefront namespace is registered without its Russian', () => {
    const errors = typecheck((dir) => {
      const file = join(dir, 'domain/i18n/catalogues.ts');
      writeFileSync(file, readFileSync(file, 'utf8').replace('  ...ruCart,\n', ''));
    });
    expect(errors).toMatch(/error TS\d+/);
    expect(errors).toContain('CART_UI');
  }, 60_000);
});
