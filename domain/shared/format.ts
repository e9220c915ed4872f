/** Money and dates as Azerbaijani readers expect them (docs/architecture.md §Text): `1.234,50 ₼`,
 * `6 mart 2026`, Baku time. Written out by hand rather than with
 * Intl's az-AZ data, which Chromium builds (Debian's, and Chrome on phones)
 * do not ship: there `az-AZ` falls back to `AZN 1,234.50` and the page
 * rendered on the server would change while hydrating. */
const MONTHS = [
  'yanvar',
  'fevral',
  'mart',
  'aprel',
  'may',
  'iyun',
  'iyul',
  'avqust',
  'sentyabr',
  'oktyabr',
  'noyabr',
  'dekabr',
];
/** Baku's clock: UTC+4 all year since Azerbaijan left summer time in 2016
 * (decision 0006). A fixed offset rather than `Intl.DateTimeFormat` with
 * `timeZone: 'Asia/Baku'`: building that formatter loads ICU's time-zone and
 * date-pattern data, a large part of a page's first script run in Chromium. */
export const BAKU_UTC_OFFSET = '+04:00';
export const BAKU_OFFSET_MS = 4 * 60 * 60 * 1000;

/** Today's date in Baku, `2026-11-22`. */
export function bakuToday(now = new Date()): string {
  return new Date(now.getTime() + BAKU_OFFSET_MS).toISOString().slice(0, 10);
}

export const PRICE_ON_REQUEST = 'Qiymət sorğu ilə';

/** `1.234,50 ₼`; a product without a price reads "Qiymət sorğu ilə". */
export function formatMoney(manat: number | null | undefined): string {
  if (manat == null) return PRICE_ON_REQUEST;
  const [whole, cents] = Math.abs(manat).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${manat < 0 ? '-' : ''}${grouped},${cents}\u00a0₼`;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

function bakuParts(value: string | Date) {
  // the UTC fields of the shifted instant are Baku's wall-clock fields
  const baku = new Date(new Date(value).getTime() + BAKU_OFFSET_MS);
  return {
    day: baku.getUTCDate(),
    month: MONTHS[baku.getUTCMonth()],
    year: String(baku.getUTCFullYear()),
    time: `${twoDigits(baku.getUTCHours())}:${twoDigits(baku.getUTCMinutes())}`,
  };
}

/** `6 mart 2026` in Baku time. */
export function formatDate(value: string | Date): string {
  const { day, month, year } = bakuParts(value);
  return `${day} ${month} ${year}`;
}

/** `6 mart 2026, 00:30` in Baku time. */
export function formatDateTime(value: string | Date): string {
  const p = bakuParts(value);
  return `${p.day} ${p.month} ${p.year}, ${p.time}`;
}

/** Russian months in the genitive, as dates are written: `25 ноября 2026`. */
const MONTHS_RU = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

/** A price in the page's language (issue 36): Azerbaijani `1.234,50 ₼`, Russian `1 234,50 ₼`
 * (a no-break space groups thousands); no price: "Qiymət sorğu ilə" / "Цена по запросу". */
export function formatMoneyIn(lang: 'az' | 'ru', manat: number | null | undefined): string {
  if (lang === 'az') return formatMoney(manat);
  if (manat == null) return PRICE_ON_REQUEST_RU;
  return formatMoney(manat).replaceAll('.', '\u00a0');
}
export const PRICE_ON_REQUEST_RU = 'Цена по запросу';

/** A date in the page's language, Baku time: `6 mart 2026` / `6 марта 2026`. */
export function formatDateIn(lang: 'az' | 'ru', value: string | Date): string {
  if (lang === 'az') return formatDate(value);
  const p = bakuParts(value);
  return `${p.day} ${MONTHS_RU[MONTHS.indexOf(p.month)]} ${p.year}`;
}

/** `6 mart 2026, 00:30` / `6 марта 2026, 00:30` in Baku time. */
export function formatDateTimeIn(lang: 'az' | 'ru', value: string | Date): string {
  if (lang === 'az') return formatDateTime(value);
  const p = bakuParts(value);
  return `${formatDateIn(lang, value)}, ${p.time}`;
}
