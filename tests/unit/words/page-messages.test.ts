/** Decision 0113: the shared schemas and the services write Azerbaijani (the spec's API answers it
 * verbatim); a Russian page shows the same refusal from the Russian catalogue, field names too. */
import { describe, expect, it } from 'vitest';
import { messageIn } from '../../../app/lib/page-message.server.ts';
import { addressSchema, registerSchema } from '../../../domain/shared/schemas.ts';
import { SPECIES } from '../../../domain/vet/vet.ts';
import { AZ } from '../../../domain/i18n/catalogues.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { withdrawalLinesIn } from '../../../domain/vet/vet-words.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('a form’s refusal on a Russian page', () => {
  it('shows the schema’s messages in Russian, with the field’s name', () => {
    const az = issues(registerSchema.safeParse({ name: '', email: 'x', password: '123' }));
    expect(az).toEqual({
      name: 'Adınızı daxil edin.',
      email: 'E-poçt ünvanı düzgün deyil.',
      password: 'Şifrə ən azı 6 simvol olmalıdır.',
    });
    expect(Object.fromEntries(Object.entries(az).map(([k, v]) => [k, messageIn('ru', v)]))).toEqual({
      name: 'Укажите имя.',
      email: 'Неверный адрес электронной почты.',
      password: 'Пароль должен быть не короче 6 символов.',
    });
  });

  it('translates a message with arguments and the address form’s phone', () => {
    const az = issues(addressSchema.safeParse({ firstName: 'Ə'.repeat(101), email: 'a@b.az', phone: '12' }));
    expect(messageIn('ru', az.firstName)).toBe('Поле «имя»: не более 100 символов.');
    expect(messageIn('ru', az.phone)).toBe('Неверный номер телефона (например, 050 123 45 67).');
  });

  it('keeps Azerbaijani on an Azerbaijani page and an unknown message as it is', () => {
    expect(messageIn('az', 'Adınızı daxil edin.')).toBe('Adınızı daxil edin.');
    expect(messageIn('ru', 'Tamamilə yeni bir cümlə.')).toBe('Tamamilə yeni bir cümlə.');
    expect(messageIn('ru', 'Adressi daxil edin zəhmət olmasa')).toBe(textsIn('ru').PAGE_MSG.selectAddress);
  });
});

describe('the veterinary words', () => {
  it('name the species as domain/vet/vet.ts does, in Azerbaijani', () => {
    expect(AZ.SPECIES_NAMES).toEqual(Object.fromEntries(SPECIES.map((s) => [s.code, s.name])));
  });

  it('count withdrawal days with Russian plurals', () => {
    const V = textsIn('ru').VET_TEXT;
    expect(withdrawalLinesIn(V, { meat: 21, milk: 3, eggs: null }, ['cattle'])).toEqual([
      'Мясо: 21 день',
      'Молоко: 3 дня',
      'Яйца: не применяется',
    ]);
    expect(V.days(0)).toBe('нет (0 дней)');
    expect(V.days(28)).toBe('28 дней');
  });
});

describe('robots.txt', () => {
  it('lets the Russian pages be crawled, their private ones not (Lighthouse found /ru/* disallowed)', async () => {
    const { robotsTxt } = await import('../../../app/lib/robots.server.ts');
    const lines = robotsTxt('https://vetaqro.test').split('\n');
    expect(lines).not.toContain('Disallow: /ru/*');
    expect(lines).toContain('Disallow: /ru/cart');
  });
});
