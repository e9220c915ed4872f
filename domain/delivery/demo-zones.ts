/** Real-looking default delivery zones for the demo shop (issue 25): Baku in
 * three courier zones, Abşeron and Sumqayıt, Gəncə, and every other city and
 * rayon by Azərpoçt. Fees in manat; cash on delivery only where a courier goes. */
import { AREA_KEYS, BAKU } from './places.ts';
import type { ZoneInput } from '../settings/settings-schema.ts';

const baku = (...districts: string[]) => districts.map((d) => `${BAKU}/${d}`);
const named = new Set<string>();
const zone = (z: ZoneInput): ZoneInput => {
  z.areas.forEach((a) => named.add(a));
  return z;
};

const courier = [
  zone({
    name: 'Bakı – I zona',
    nameRu: 'Баку – I зона',
    areas: baku('Nəsimi', 'Yasamal', 'Nərimanov', 'Səbail'),
    fee: 3,
    freeOver: 50,
    daysMin: 1,
    daysMax: 1,
    cod: true,
  }),
  zone({
    name: 'Bakı – II zona',
    nameRu: 'Баку – II зона',
    areas: baku('Xətai', 'Binəqədi', 'Nizami'),
    fee: 4,
    freeOver: 50,
    daysMin: 1,
    daysMax: 2,
    cod: true,
  }),
  zone({
    name: 'Bakı – III zona',
    nameRu: 'Баку – III зона',
    areas: baku('Sabunçu', 'Suraxanı', 'Xəzər', 'Qaradağ', 'Pirallahı'),
    fee: 6,
    freeOver: 80,
    daysMin: 1,
    daysMax: 2,
    cod: true,
  }),
  zone({
    name: 'Abşeron və Sumqayıt',
    nameRu: 'Абшерон и Сумгаит',
    areas: ['Abşeron', 'Sumqayıt'],
    fee: 7,
    freeOver: 100,
    daysMin: 1,
    daysMax: 2,
    cod: true,
  }),
  zone({
    name: 'Gəncə',
    nameRu: 'Гянджа',
    areas: ['Gəncə'],
    fee: 8,
    freeOver: 150,
    daysMin: 2,
    daysMax: 3,
    cod: false,
  }),
];

export const DEMO_ZONES: ZoneInput[] = [
  ...courier,
  {
    name: 'Digər rayonlar – Azərpoçt',
    nameRu: 'Другие районы – Азерпочт',
    areas: AREA_KEYS.filter((a) => !named.has(a)),
    fee: 6,
    freeOver: 150,
    daysMin: 4,
    daysMax: 6,
    cod: false,
  },
];
