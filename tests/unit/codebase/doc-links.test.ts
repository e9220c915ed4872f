/** Every link in the README and docs/ leads somewhere (issue 43 item 3): a moved or renamed file
 * otherwise leaves a reader at a dead end. Relative links are checked against the files, and a
 * `#heading` against the headings of the file it names. Web addresses are not fetched. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith('.md') ? [full] : [];
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = (file: string) =>
  new Set([...readFileSync(file, 'utf8').matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchor(m[1])));

/** Links outside code: [text](target), the target without a title. */
function linksOf(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]);
}

const files = [
  path.join(root, 'README.md'),
  path.join(root, 'deploy/README.md'),
  ...markdownFiles(path.join(root, 'docs')),
];

describe('links in the README and docs/', () => {
  it('finds the documents and their links', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(linksOf(readFileSync(files[0], 'utf8'))).toContain('docs/operations.md');
  });

  it.each(files.map((f) => [path.relative(root, f), f]))('%s: every link resolves', (_name, file) => {
    const dead = linksOf(readFileSync(file, 'utf8')).filter((link) => {
      if (/^(https?:|mailto:)/.test(link)) return false;
      const [target, hash] = link.split('#');
      const resolved = target ? path.resolve(path.dirname(file), decodeURI(target)) : file;
      if (!existsSync(resolved)) return true;
      return Boolean(hash) && statSync(resolved).isFile() && !anchorsOf(resolved).has(hash);
    });
    expect(dead).toEqual([]);
  });
});
