/** Every word module is a catalogue in domain/i18n/ (issue 43 item 2): a `*-text.ts` anywhere else
 * would be a second way to read a word. Modules that build mails or format details keep names that
 * say what they build (`order-mails.ts`, `shop-details.ts`); a component showing a text
 * (`phone-text.tsx`) is not a word module. */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : [file];
  });
}

const outsideCatalogues = (list: string[]) =>
  list.filter((file) => file.endsWith('-text.ts') && !file.startsWith(path.join('domain', 'i18n') + path.sep));

it('no *-text module lives outside domain/i18n/', () => {
  expect(outsideCatalogues(['domain', 'app', 'server'].flatMap(files))).toEqual([]);
});

it('the check names a word module outside the catalogues, not a catalogue or a component', () => {
  const stray = path.join('domain', 'stock', 'batch-text.ts');
  const kept = [
    path.join('domain', 'i18n', 'az', 'cart-text.ts'),
    path.join('app', 'components', 'shared', 'phone-text.tsx'),
  ];
  expect(outsideCatalogues([stray, ...kept])).toEqual([stray]);
});
