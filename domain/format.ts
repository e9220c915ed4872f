/** Money and dates as Azerbaijani readers expect them (DESIGN §5): `1.234,50 ₼`,
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
// time-zone data is present in every runtime; only the numbers are taken from it
const bakuClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Baku',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const PRICE_ON_REQUEST = 'Qiymət sorğu ilə';

/** `1.234,50 ₼`; a product without a price reads "Qiymət sorğu ilə". */
export function formatMoney(manat: number | null | undefined): string {
  if (manat == null) return PRICE_ON_REQUEST;
  const [whole, cents] = Math.abs(manat).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${manat < 0 ? '-' : ''}${grouped},${cents}\u00a0₼`;
}

function bakuParts(value: string | Date) {
  const parts = Object.fromEntries(bakuClock.formatToParts(new Date(value)).map((p) => [p.type, p.value]));
  return {
    day: Number(parts.day),
    month: MONTHS[Number(parts.month) - 1],
    year: parts.year,
    time: `${parts.hour}:${parts.minute}`,
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
