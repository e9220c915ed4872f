/** Issue 32 item 1 (decision 0078): an address's place read as people write it, one table of
 * spellings and the area each names (domain/delivery/zone-match.ts), and the demo zones it then falls in. */
import { describe, expect, it } from 'vitest';
import { DEMO_ZONES } from '../../../domain/delivery/demo-zones.ts';
import { BAKU_DISTRICTS } from '../../../domain/delivery/places.ts';
import { addressAreas, PLACE_KEY_COLLISIONS, zoneForAddress } from '../../../domain/delivery/zone-match.ts';

const ALL_BAKU = BAKU_DISTRICTS.map((d) => `Bakı/${d}`);

describe('the area an address names', () => {
  it.each([
    // city, district (state), the area
    ['Bakı', 'Nəsimi', 'Bakı/Nəsimi'],
    ['BAKI', 'NƏSİMİ', 'Bakı/Nəsimi'],
    ['baki', 'nesimi', 'Bakı/Nəsimi'],
    ['Bakı şəhəri', 'Nəsimi r.', 'Bakı/Nəsimi'],
    ['Bakı ş.', 'Nəsimi rayonu', 'Bakı/Nəsimi'],
    ['Baku', 'Nasimi district', 'Bakı/Nəsimi'],
    ['Баку', 'Насиминский р-н', 'Bakı/Nəsimi'],
    ['г. Баку', 'Ясамальский район', 'Bakı/Yasamal'],
    ['Nəsimi', '', 'Bakı/Nəsimi'],
    ['Nəsimi r.', '', 'Bakı/Nəsimi'],
    ['Bakı, Yasamal r.', '', 'Bakı/Yasamal'],
    ['Khatai', '', 'Bakı/Xətai'],
    ['Bakı', 'Binagadi', 'Bakı/Binəqədi'],
    ['Bakı', 'Karadag', 'Bakı/Qaradağ'],
    ['Mərdəkan', '', 'Bakı/Xəzər'],
    ['Bakı', 'Bakıxanov qəsəbəsi', 'Bakı/Sabunçu'],
    ['Bakı', 'Əhmədli', 'Bakı/Xətai'],
    ['Gəncə', '', 'Gəncə'],
    ['Ganja', '', 'Gəncə'],
    ['Gandja', '', 'Gəncə'],
    ['Гянджа', '', 'Gəncə'],
    ['Gəncə', 'Nizami', 'Gəncə'], // Gəncə has a Nizami district too: the city field wins
    ['Xırdalan', '', 'Abşeron'],
    ['Xirdalan', '', 'Abşeron'],
    ['Khirdalan', '', 'Abşeron'],
    ['Хырдалан', '', 'Abşeron'],
    ['Masazır', '', 'Abşeron'],
    ['Masazir qəsəbəsi', '', 'Abşeron'],
    ['Bakı', 'Xırdalan', 'Abşeron'],
    ['Abşeron r.', 'Novxanı', 'Abşeron'],
    ['Sumqayıt', '', 'Sumqayıt'],
    ['Sumgait', '', 'Sumqayıt'],
    ['Сумгаит', '', 'Sumqayıt'],
    ['Şəki', '', 'Şəki'],
    ['Sheki', '', 'Şəki'],
    ['Lənkəran şəhəri', '', 'Lənkəran'],
    ['Lankaran', '', 'Lənkəran'],
    ['Mingachevir', '', 'Mingəçevir'],
    ['Naxçıvan', '', 'Naxçıvan'],
  ])('%s / %s: %s', (city, state, area) => {
    expect(addressAreas({ city, state })).toEqual([area]);
  });

  it.each([
    ['Bakı', ''],
    ['', 'Bakı'],
    ['Baku', ''],
    ['Баку', ''],
    ['Bakı şəhəri', ''],
  ])('%s / %s: Baku, its district unknown', (city, state) => {
    expect(addressAreas({ city, state })).toEqual(ALL_BAKU);
  });

  it.each([
    ['', ''],
    ['Qızılqaya kəndi', ''],
    ['Moskva', ''],
    ['—', ''],
  ])('%s / %s: nothing known', (city, state) => {
    expect(addressAreas({ city, state })).toBeNull();
  });

  it('reads no two places alike', () => {
    expect(PLACE_KEY_COLLISIONS).toEqual([]);
  });
});

describe('the demo zone of an address', () => {
  const zones = DEMO_ZONES.map((z, i) => ({ ...z, _id: `z${i}` }));
  const zoneName = (city: string, state = '') => zoneForAddress(zones, { city, state })?.name ?? null;

  it('finds the zone of a district, a town or a city however written', () => {
    expect(zoneName('Bakı şəhəri', 'Nəsimi r.')).toBe('Bakı – I zona');
    expect(zoneName('Xətai')).toBe('Bakı – II zona');
    expect(zoneName('Xırdalan')).toBe('Abşeron və Sumqayıt');
    expect(zoneName('Ganja')).toBe('Gəncə');
    expect(zoneName('Sheki')).toBe('Digər rayonlar – Azərpoçt');
  });

  it('names no zone for Baku alone while its districts are in three zones, and the one zone when all are in it', () => {
    expect(zoneName('Bakı')).toBeNull();
    const oneBaku = [{ _id: 'b', name: 'Bakı', areas: ALL_BAKU }, ...zones.slice(3)];
    expect(zoneForAddress(oneBaku, { city: 'Baku', state: '' })?.name).toBe('Bakı');
  });
});
