/** No module of the shop imports one that imports it back, directly or through others
 * (issue 43 item 6): a cycle makes the order of evaluation depend on which file is loaded
 * first. Static, re-export and dynamic `import()` specifiers count, type-only ones too, since
 * the rule is about which file knows which. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['app', 'server', 'domain'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.join(path.dirname(from), specifier);
  if (/\.(ts|tsx|mts)$/.test(base) && existsSync(base)) return base;
  const stem = base.replace(/\.js$/, '');
  return EXTENSIONS.map((ext) => stem + ext).find((file) => existsSync(file));
}

export function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(SPECIFIER)].map((m) => resolve(file, m[1]));
    graph.set(file, [...new Set(targets.filter((t): t is string => t !== undefined))]);
  }
  return graph;
}

/** Every cycle's files in order, found by a depth-first walk (each cycle reported once, from where it was met). */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string) => {
    const at = onPath.indexOf(file);
    if (at >= 0) return void cycles.push([...onPath.slice(at), file]);
    if (done.has(file)) return;
    onPath.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    onPath.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
}

describe('import cycles', () => {
  it('finds a pair that imports each other, also through a dynamic import()', () => {
    const graph = new Map([
      ['box.tsx', ['combobox.tsx']],
      ['combobox.tsx', ['box.tsx', 'text.ts']],
      ['text.ts', []],
    ]);
    expect(findCycles(graph)).toEqual([['box.tsx', 'combobox.tsx', 'box.tsx']]);
  });

  it('app/, server/ and domain/ have none', () => {
    const files = ROOTS.flatMap((root) => sourceFiles(root));
    expect(files.length).toBeGreaterThan(100);
    const cycles = findCycles(importGraph(files)).map((cycle) => cycle.join(' → '));
    expect(cycles).toEqual([]);
  });
});
