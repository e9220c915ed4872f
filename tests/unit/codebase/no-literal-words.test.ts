/** No sentence inside a storefront component (decision 0100, docs/i18n.md): words a visitor reads
 * come from a catalogue (useText), so every page has them in each language. This reads every
 * component and route as TypeScript and fails on JSX text or a text attribute (aria-label, title,
 * placeholder, alt) written with letters. The seller panel is Azerbaijani only and not read. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOTS = ['app/components', 'app/routes'];
const TEXT_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'aria-description']);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'seller' ? [] : files(full);
    return /\.tsx$/.test(entry.name) ? [full] : [];
  });
}

/** A word: two letters in a row (so `₼`, `—`, `/`, `404` and `×` are not words). */
const WORD = /\p{L}{2}/u;

export function literalWords(file: string, source = readFileSync(file, 'utf8')): string[] {
  const found: string[] = [];
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORD.test(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      TEXT_ATTRIBUTES.has(node.name.getText(sf)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      WORD.test(node.initializer.text)
    )
      found.push(`${node.name.getText(sf)}="${node.initializer.text}"`);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const all = ROOTS.flatMap((root) => files(root));

describe('storefront components hold no literal words', () => {
  it.each(all)('%s', (file) => {
    expect(literalWords(file)).toEqual([]);
  });

  it('finds a sentence written in a component (the check can fail)', () => {
    const words = literalWords('x.tsx', 'export const X = () => <p title="Səbət">Sifarişi təsdiqlə</p>;');
    expect(words.sort()).toEqual(['Sifarişi təsdiqlə', 'title="Səbət"']);
    expect(literalWords('y.tsx', 'export const Y = () => <p>{UI.total}: 12 ₼ — 404</p>;')).toEqual([]);
  });
});
