/** Where the shop delivers: Baku's districts and Azerbaijan's other cities and
 * rayons by economic region. An address names a place from this list (city,
 * and for Baku its district), so its delivery zone is known (issue 25). */

export const BAKU = 'Bakı';
export const BAKU_DISTRICTS = [
  'Nəsimi',
  'Yasamal',
  'Nərimanov',
  'Səbail',
  'Xətai',
  'Binəqədi',
  'Nizami',
  'Sabunçu',
  'Suraxanı',
  'Xəzər',
  'Qaradağ',
  'Pirallahı',
] as const;

/** Cities and rayons outside Baku, by economic region (2021 division). */
export const REGIONS: { name: string; places: string[] }[] = [
  { name: 'Abşeron-Xızı', places: ['Sumqayıt', 'Abşeron', 'Xızı'] },
  { name: 'Gəncə-Daşkəsən', places: ['Gəncə', 'Naftalan', 'Daşkəsən', 'Göygöl', 'Goranboy', 'Samux'] },
  { name: 'Şəki-Zaqatala', places: ['Şəki', 'Zaqatala', 'Balakən', 'Qax', 'Qəbələ', 'Oğuz'] },
  { name: 'Quba-Xaçmaz', places: ['Quba', 'Qusar', 'Xaçmaz', 'Şabran', 'Siyəzən'] },
  { name: 'Lənkəran-Astara', places: ['Lənkəran', 'Astara', 'Lerik', 'Masallı', 'Yardımlı', 'Cəlilabad'] },
  { name: 'Qazax-Tovuz', places: ['Qazax', 'Ağstafa', 'Tovuz', 'Şəmkir', 'Gədəbəy'] },
  { name: 'Dağlıq Şirvan', places: ['Şamaxı', 'İsmayıllı', 'Ağsu', 'Qobustan'] },
  { name: 'Şirvan-Salyan', places: ['Şirvan', 'Salyan', 'Neftçala', 'Hacıqabul'] },
  { name: 'Mərkəzi Aran', places: ['Mingəçevir', 'Yevlax', 'Ağdaş', 'Göyçay', 'Ucar', 'Zərdab', 'Kürdəmir'] },
  { name: 'Mil-Muğan', places: ['Beyləqan', 'İmişli', 'Saatlı', 'Sabirabad'] },
  {
    name: 'Qarabağ',
    places: ['Xankəndi', 'Şuşa', 'Ağdam', 'Bərdə', 'Tərtər', 'Ağcabədi', 'Füzuli', 'Xocalı', 'Xocavənd'],
  },
  { name: 'Şərqi Zəngəzur', places: ['Laçın', 'Kəlbəcər', 'Qubadlı', 'Zəngilan', 'Cəbrayıl'] },
  { name: 'Naxçıvan', places: ['Naxçıvan'] },
];

/** Every city an address may name: Baku first. */
export const CITIES: string[] = [BAKU, ...REGIONS.flatMap((r) => r.places)];

/** The key a delivery zone lists: `Bakı/Nəsimi` for a Baku district, else the city. */
export function areaKey(city: string, district = ''): string | null {
  const c = city.trim();
  if (c === BAKU)
    return (BAKU_DISTRICTS as readonly string[]).includes(district.trim()) ? `${BAKU}/${district.trim()}` : null;
  return CITIES.includes(c) ? c : null;
}

/** Every area a zone may list, in the order the seller sees them. */
export const AREA_KEYS: string[] = [...BAKU_DISTRICTS.map((d) => `${BAKU}/${d}`), ...REGIONS.flatMap((r) => r.places)];
const AREA_SET = new Set(AREA_KEYS);
export const isAreaKey = (key: string): boolean => AREA_SET.has(key);

/** `Bakı/Nəsimi` as people write it: `Bakı, Nəsimi r.`. */
export const areaLabel = (key: string): string => (key.startsWith(`${BAKU}/`) ? `${BAKU}, ${key.slice(5)} r.` : key);
