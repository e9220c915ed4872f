/** The message catalogues (decision 0100, docs/i18n.md): every key in both languages, every
 * message compiles, a Russian message takes the arguments its Azerbaijani one takes, plurals follow
 * CLDR, and the page's reader of compiled messages answers as Lingui's own runtime does. */
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { AZ, AZ_ONLY, RU, type Bilingual as Namespace } from '../../../domain/i18n/catalogues.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import type { Source } from '../../../domain/i18n/catalogue.ts';
import { compile } from '../../../domain/i18n/compile.ts';
import { materialize } from '../../../domain/i18n/text.ts';

/** Every message of a namespace by its path: `UI.cartWithCount`, `PAGE.home.perks.0`. */
function messages(source: Source, path: string, into = new Map<string, string>()): Map<string, string> {
  if (typeof source === 'string') into.set(path, source);
  else if (Array.isArray(source)) source.forEach((s: Source, i) => messages(s, `${path}.${i}`, into));
  else for (const [k, v] of Object.entries(source)) messages(v as Source, `${path}.${k}`, into);
  return into;
}

const names = Object.keys(AZ) as Namespace[];
const az = new Map(names.flatMap((n) => [...messages(AZ[n], n)]));
const ru = new Map(names.flatMap((n) => [...messages((RU as Record<Namespace, Source>)[n], n)]));
/** The arguments a message takes: `{0}`, `{1, plural, …}` → ['0', '1']. */
const args = (message: string) => [...new Set([...message.matchAll(/\{(\d+)[,}]/g)].map((m) => m[1]))].sort();

describe('the catalogues', () => {
  it('have the same namespaces and keys in Azerbaijani and Russian', () => {
    expect(Object.keys(RU).sort()).toEqual([...names].sort());
    expect(
      [...ru.keys()].filter((k) => !az.has(k)),
      'in ru, not in az',
    ).toEqual([]);
    expect(
      [...az.keys()].filter((k) => !ru.has(k)),
      'in az, not in ru',
    ).toEqual([]);
  });

  it('have no empty message and no Azerbaijani left in a Russian one', () => {
    for (const [key, text] of ru) {
      expect(text.trim(), key).not.toBe('');
      // ə ğ ı ş ç ö ü: letters Russian never writes (the brand VetAqro Təchizat aside, and the tax
      // number's own name after ИНН, «ИНН (VÖEN)», as the customer's papers write it: decision 0117)
      const own = text.replaceAll('VetAqro Təchizat', '').replaceAll('ИНН (VÖEN)', '');
      if (!key.startsWith('NAV.')) expect(own, key).not.toMatch(/[əğışçöüƏĞİŞÇÖÜ]/);
    }
  });

  it('give each Russian message the arguments of its Azerbaijani one', () => {
    for (const [key, text] of az) expect(args(ru.get(key) ?? ''), key).toEqual(args(text));
  });

  it('keep the Azerbaijani-only words apart and as they were written (decision 0153)', () => {
    const only = Object.keys(AZ_ONLY);
    expect(
      only.filter((n) => n in AZ || n in RU),
      'in both parts',
    ).toEqual([]);
    const read = textsIn('az') as unknown as Record<string, Source>;
    for (const n of only) {
      const source = (AZ_ONLY as Record<string, Source>)[n];
      expect(() => compile(source), n).not.toThrow();
      for (const [key, text] of messages(source, n)) {
        // a message without arguments reads character for character as written
        if (!text.includes('{'))
          expect(
            key
              .split('.')
              .slice(1)
              .reduce((v: any, k) => v[k], read[n]),
            key,
          ).toBe(text);
      }
    }
  });

  it('compile every message', () => {
    for (const n of names) {
      expect(() => compile(AZ[n]), n).not.toThrow();
      expect(() => compile((RU as Record<Namespace, Source>)[n]), n).not.toThrow();
    }
  });
});

describe('plurals and arguments', () => {
  const t = (lang: 'az' | 'ru') =>
    materialize(lang, { UI: compile((lang === 'az' ? AZ : RU).UI) }).UI as Record<string, (...a: unknown[]) => string>;

  it('count goods in Russian with its three forms', () => {
    const { cartWithCount } = t('ru');
    expect([1, 2, 5, 11, 21, 22, 25].map((n) => cartWithCount(n))).toEqual([
      'Корзина, 1 товар',
      'Корзина, 2 товара',
      'Корзина, 5 товаров',
      'Корзина, 11 товаров',
      'Корзина, 21 товар',
      'Корзина, 22 товара',
      'Корзина, 25 товаров',
    ]);
  });

  it('keeps the Azerbaijani words of the spec as they were', () => {
    const { cartWithCount, fewLeft, rights } = t('az');
    expect(cartWithCount(3)).toBe('Səbət, 3 məhsul');
    expect(fewLeft(2)).toBe('Cəmi 2 ədəd qalıb');
    expect(rights(2026, 'VetAqro MMC')).toBe('© 2026 VetAqro MMC. Bütün hüquqlar qorunur.');
  });

  it('reads compiled messages as Lingui’s runtime does, for every message with arguments', () => {
    const samples: unknown[][] = [
      [0, 'A'],
      [1, 'B'],
      [2, 'C'],
      [5, 'D'],
      [21, 'E'],
      [1234, 'F'],
      ['“iverm”', 2],
    ];
    for (const [lang, catalogue] of [
      ['az', az],
      ['ru', ru],
    ] as const) {
      const withArgs = [...catalogue].filter(([, text]) => text.includes('{'));
      expect(withArgs.length).toBeGreaterThan(10);
      const compiled = Object.fromEntries(withArgs.map(([key, text]) => [key, (compile(text) as { $: never }).$]));
      const lingui = setupI18n({ locale: lang, messages: { [lang]: compiled } });
      const ours = materialize(lang, Object.fromEntries(withArgs.map(([key, text]) => [key, compile(text)])));
      for (const [key] of withArgs)
        for (const sample of samples)
          expect((ours[key] as (...a: unknown[]) => string)(...sample), `${lang} ${key} ${sample}`).toBe(
            lingui._(key, { ...sample }),
          );
    }
  });
});
