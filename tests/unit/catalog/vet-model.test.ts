/** The veterinary model's rules in domain/ (decision 0042) and the demo
 * catalogue's facts: every demo product has them, taken from its own text. */
import { describe, expect, it } from 'vitest';
import { filterParams, filtersFromSearch, NO_FILTERS } from '../../../domain/catalog/catalog-filters.ts';
import { productFormSchema } from '../../../domain/vet/vet-schemas.ts';
import { ean13, isEan13, isPdf, SPECIES, sortSpecies } from '../../../domain/vet/vet.ts';
import { demoProducts } from '../../../server/db/demo-data.ts';
import { demoExtraSizes, demoFacts } from '../../../server/db/demo-vet-facts.ts';

describe('EAN-13', () => {
  it('accepts real barcodes and refuses a wrong check digit, a wrong length, letters', () => {
    for (const code of ['4006381333931', '5901234123457', ean13('476000000001')])
      expect(isEan13(code), code).toBe(true);
    expect(isEan13('4006381333932')).toBe(false);
    expect(isEan13('400638133393')).toBe(false);
    expect(isEan13('40063813339311')).toBe(false);
    expect(isEan13('40063813339a1')).toBe(false);
    expect(ean13('400638133393')).toBe('4006381333931');
  });
});

describe('the species list', () => {
  it('holds the twelve species the issue names, in the decided order, with Azerbaijani names', () => {
    expect(SPECIES.map((s) => s.name)).toEqual([
      'İt',
      'Pişik',
      'İribuynuzlu mal-qara',
      'Xırdabuynuzlu (qoyun, keçi)',
      'At',
      'Quş',
      'Donuz',
      'Dovşan',
      'Arı',
      'Balıq',
      'Dekorativ quşlar',
      'Gəmiricilər',
    ]);
    expect(sortSpecies(['cat', 'cattle', 'dog'])).toEqual(['dog', 'cat', 'cattle']);
  });
});

describe('the product form', () => {
  const base = { name: 'A', category: 'Digər' };
  it('reads empty as cleared and absent as not sent', () => {
    const parsed = productFormSchema.parse({
      ...base,
      manufacturer: '  ',
      withdrawalMeat: '0',
      withdrawalMilk: 'not-for-food',
    });
    expect(parsed.manufacturer).toBeNull();
    expect(parsed.withdrawalMeat).toBe(0);
    expect(parsed.withdrawalMilk).toBe('not-for-food');
    expect(parsed.withdrawalEggs).toBeUndefined();
    expect(parsed.species).toBeUndefined();
  });
  it('checks a PDF by its first bytes', () => {
    expect(isPdf(Buffer.from('%PDF-1.7\n'))).toBe(true);
    expect(isPdf(Buffer.from('<html>%PDF-'))).toBe(false);
    expect(isPdf(Buffer.from('%PD'))).toBe(false);
  });
});

describe('filters in the address', () => {
  it('read back what they wrote, and drop values they do not know', () => {
    const f = {
      ...NO_FILTERS,
      species: ['cat' as const, 'dog' as const],
      substances: ['albendazol'],
      prescription: ['rx' as const],
    };
    const params = new URLSearchParams(filterParams(f));
    expect(params.toString()).toBe('species=cat&species=dog&substance=albendazol&rx=rx');
    expect(filtersFromSearch(params)).toEqual(f);
    expect(filtersFromSearch(new URLSearchParams('species=dragon&rx=maybe&withdrawal=meat'))).toEqual({
      ...NO_FILTERS,
      noWithdrawal: ['meat'],
    });
  });
});

describe('the demo catalogue', () => {
  it('gives every demo product its facts, and its named substances appear in its own text', () => {
    for (const product of demoProducts) {
      const facts = demoFacts[product.name];
      expect(facts, product.name).toBeDefined();
      const text = `${product.name} ${product.description}`.toLocaleLowerCase('az');
      for (const [name] of facts.substances ?? []) {
        const stem = name.toLocaleLowerCase('az').split(/[ (]/)[0].slice(0, 6);
        if (!['vitami', 'quduzl', 'qlükoz', 'mis', 'sink', 'fosfor', 'dörtlü'].includes(stem))
          expect(text, `${product.name}: ${name}`).toContain(stem);
      }
      // a pet-only product is not for food-producing animals; a withdrawal stated in the text is kept
      if (/kəsimə (\d+) gün/.test(product.description))
        expect(facts.withdrawal?.[0], product.name).toBe(Number(/kəsimə (\d+) gün/.exec(product.description)![1]));
    }
    expect(Object.keys(demoFacts).sort()).toEqual(demoProducts.map((p) => p.name).sort());
  });

  it('has at least three families of two or three sizes', () => {
    const families = new Map<string, number>();
    for (const extra of demoExtraSizes) {
      expect(demoFacts[extra.facts.sizeOf!], extra.name).toBeDefined();
      families.set(extra.facts.sizeOf!, (families.get(extra.facts.sizeOf!) ?? 1) + 1);
    }
    expect(families.size).toBeGreaterThanOrEqual(3);
    for (const size of families.values()) expect(size).toBeGreaterThanOrEqual(2);
    expect(Math.max(...families.values())).toBe(3);
  });
});
