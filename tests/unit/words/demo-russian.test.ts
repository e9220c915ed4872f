/** The demo shop in Russian (issue 36 item 5): every demo product and news item has a Russian
 * name and text, written in Cyrillic, and the demo's policies and zones are Russian too. */
import { describe, expect, it } from 'vitest';
import { demoNews, demoProducts } from '../../../server/db/demo-data.ts';
import { demoExtraSizes } from '../../../server/db/demo-vet-facts.ts';
import { newsRu, productRu } from '../../../server/db/demo-ru/index.ts';
import { DEMO_ZONES } from '../../../domain/delivery/demo-zones.ts';
import { DEFAULT_SETTINGS } from '../../../domain/settings/site.ts';

const cyrillic = /^[^a-zəğıöşüç]*[а-яё][\s\S]*$/i;

describe('the demo data in Russian', () => {
  it('gives every demo product a Russian name and description', () => {
    for (const p of [...demoProducts, ...demoExtraSizes]) {
      const ru = productRu(p.name);
      expect(ru.nameRu, p.name).toMatch(cyrillic);
      expect(ru.descriptionRu, p.name).toMatch(cyrillic);
      expect(ru.descriptionRu!.length, p.name).toBeGreaterThan(p.description.length * 0.6);
    }
  });

  it('gives every demo news item a Russian title and text, paragraphs as in Azerbaijani', () => {
    for (const n of demoNews) {
      const ru = newsRu(n.title);
      expect(ru.titleRu, n.title).toMatch(cyrillic);
      expect(ru.descriptionRu!.split('\n\n').length, n.title).toBe(n.description.split('\n\n').length);
    }
  });

  it('writes the terms, returns and zone names in Russian', () => {
    expect(DEFAULT_SETTINGS.termsRu).toContain('Продавец');
    expect(DEFAULT_SETTINGS.returnsRu).toContain('14 дней');
    for (const z of DEMO_ZONES) expect(z.nameRu, z.name).toMatch(cyrillic);
  });

  it('uses the veterinary words a pharmacist uses', () => {
    const all = [...demoProducts, ...demoExtraSizes].map((p) => productRu(p.name).descriptionRu).join(' ');
    for (const word of ['раствор для инъекций', 'крупного рогатого скота', 'Срок ожидания', 'суспензия'])
      expect(all.toLowerCase()).toContain(word.toLowerCase());
    expect(productRu('İvermektin 1% inyeksiya 50 ml').nameRu).toBe('Ивермектин 1%, раствор для инъекций, 50 мл');
  });
});
