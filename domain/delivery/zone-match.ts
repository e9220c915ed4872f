/** Which delivery area an address names, read as people write it (issue 32, decision 0078):
 * folded (domain/search/search-folding.ts), Cyrillic read as Latin, international spellings ("Baku",
 * "Gandja", "Sumgait"), "Bakı şəhəri", "Nəsimi r." / "Nəsimi rayonu", a district typed in the city
 * field, and the settlements of Baku and the towns around it (domain/delivery/place-names.ts). The one place
 * an address's city and district become an area and a zone (`zoneForAddress`). Server-side only:
 * the cart's loader sends the zone of each address, so these tables never reach the browser. */
import type { DeliveryZone } from './delivery.ts';
import { BAKU, BAKU_DISTRICTS, CITIES } from './places.ts';
import { BAKU_SETTLEMENTS, CITY_NAMES, DISTRICT_NAMES } from './place-names.ts';
import { fold } from '../search/search-folding.ts';

/** Russian and Azerbaijani Cyrillic letters as an Azerbaijani would write them in Latin. */
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', ғ: 'g', д: 'd', е: 'e', ё: 'yo', ә: 'e', ж: 'j', з: 'z', и: 'i',
  й: 'y', ј: 'y', к: 'k', ҝ: 'g', л: 'l', м: 'm', н: 'n', о: 'o', ө: 'o', п: 'p', р: 'r', с: 's',
  т: 't', у: 'u', ү: 'u', ф: 'f', х: 'x', һ: 'h', ц: 'ts', ч: 'c', ҹ: 'c', ш: 's', щ: 's', ъ: '',
  ы: 'i', ь: '', э: 'e', ю: 'yu', я: 'ya',
}; // prettier-ignore

/** A place name's key: folded, Cyrillic transliterated, the Latin spellings of one sound made one
 * (kh/x, ch/c, sh/s, dzh/dj/j/c, q/k/g, a/e/ə), doubled letters single, punctuation a space. */
export function placeKey(text: string): string {
  return fold(text)
    .replace(/[а-яёәғҝјөүһҹ]/g, (ch) => CYRILLIC[ch] ?? ch)
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/dzh|dj|zh|j/g, 'c')
    .replace(/kh/g, 'x')
    .replace(/ch/g, 'c')
    .replace(/sh/g, 's')
    .replace(/gh/g, 'g')
    .replace(/[qk]/g, 'g')
    .replace(/e/g, 'a')
    .replace(/([a-z])\1+/g, '$1')
    .trim();
}

/** Words that only say what kind of place follows or precedes: "şəhəri", "r.", "rayonu", "г.", "р-н"… */
const KIND_WORDS = new Set(
  [
    'şəhəri', 'şəhər', 'şəh', 'ş', 'rayonu', 'rayon', 'ray', 'r', 'rn', 'qəsəbəsi', 'qəsəbə', 'qəs', 'q',
    'kəndi', 'kənd', 'k', 'mikrorayon', 'mkr', 'город', 'г', 'район', 'р', 'н', 'рн', 'пос', 'посёлок',
    'поселок', 'city', 'district', 'town', 'village', 'azərbaycan', 'azerbaijan', 'азербайджан',
    'respublikası',
  ].map(placeKey),
); // prettier-ignore

type Place = { kind: 'baku' } | { kind: 'district' | 'city'; area: string };

function buildNames(): { names: Map<string, Place>; collisions: string[] } {
  const names = new Map<string, Place>();
  const collisions: string[] = [];
  const add = (name: string, place: Place) => {
    const key = placeKey(name);
    const had = names.get(key);
    if (had && JSON.stringify(had) !== JSON.stringify(place)) collisions.push(name);
    else names.set(key, place);
  };
  for (const d of BAKU_DISTRICTS) {
    const place: Place = { kind: 'district', area: `${BAKU}/${d}` };
    [d, ...(DISTRICT_NAMES[d] ?? []), ...(BAKU_SETTLEMENTS[d] ?? [])].forEach((n) => add(n, place));
  }
  [BAKU, ...CITY_NAMES[BAKU]].forEach((n) => add(n, { kind: 'baku' }));
  for (const city of CITIES.filter((c) => c !== BAKU)) {
    [city, ...(CITY_NAMES[city] ?? [])].forEach((n) => add(n, { kind: 'city', area: city }));
  }
  return { names, collisions };
}

const { names: NAMES, collisions } = buildNames();
/** Names that key alike but name different places (a unit test keeps it empty). */
export const PLACE_KEY_COLLISIONS: readonly string[] = collisions;
const LONGEST = 3; // words in the longest name ("Hacı Zeynalabdin", "8-ci km")

/** The places a field names, longest names first, each word read once. */
function placesIn(text: string): Place[] {
  const words = placeKey(text)
    .split(' ')
    .filter((w) => w && !KIND_WORDS.has(w));
  const found: Place[] = [];
  for (let i = 0; i < words.length;) {
    let n = Math.min(LONGEST, words.length - i);
    for (; n > 0; n--) {
      const place = NAMES.get(words.slice(i, i + n).join(' '));
      if (place) {
        found.push(place);
        break;
      }
    }
    i += Math.max(n, 1);
  }
  return found;
}

const areaOf = (places: Place[], kind: 'district' | 'city') =>
  places.find((p): p is Extract<Place, { area: string }> => p.kind === kind)?.area;

/** The areas (domain/delivery/places.ts keys) an address may be in: one when it names a district, a
 * settlement, a city or a town; every Baku district when it names Baku alone; null when it names
 * nothing known. A city outside Baku in the city field wins over a district name in the other
 * field (Gəncə has a Nizami district too). */
export function addressAreas(address: { city?: string | null; state?: string | null }): string[] | null {
  const city = placesIn(address.city ?? '');
  const state = placesIn(address.state ?? '');
  const area = areaOf(city, 'city') ?? areaOf(state, 'district') ?? areaOf(city, 'district') ?? areaOf(state, 'city');
  if (area) return [area];
  if ([...city, ...state].some((p) => p.kind === 'baku')) return BAKU_DISTRICTS.map((d) => `${BAKU}/${d}`);
  return null;
}

/** The zone of the areas the address names (read as people write it, above):
 * the one zone holding all of them ("Bakı" alone names a zone only when one zone holds every
 * district); null when it names none, or areas of several zones: its delivery is then agreed. */
export function zoneForAddress<Z extends Pick<DeliveryZone, 'areas'>>(
  zones: Z[],
  address: { city?: string | null; state?: string | null },
): Z | null {
  const areas = addressAreas(address);
  if (!areas) return null;
  const zone = zones.find((z) => z.areas.includes(areas[0])) ?? null;
  return zone && areas.every((a) => zone.areas.includes(a)) ? zone : null;
}
