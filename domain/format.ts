/** Money and dates as Azerbaijani readers expect them (DESIGN §5). */
const money = new Intl.NumberFormat('az-AZ', { style: 'currency', currency: 'AZN' });
const date = new Intl.DateTimeFormat('az-AZ', { timeZone: 'Asia/Baku', day: 'numeric', month: 'long', year: 'numeric' });
const time = new Intl.DateTimeFormat('az-AZ', { timeZone: 'Asia/Baku', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export const PRICE_ON_REQUEST = 'Qiymət sorğu ilə';

/** `1.234,50 ₼`; a product without a price reads "Qiymət sorğu ilə". */
export function formatMoney(manat: number | null | undefined): string {
  if (manat == null) return PRICE_ON_REQUEST;
  return money.format(manat);
}

export function formatDate(value: string | Date): string {
  return date.format(new Date(value));
}

export function formatDateTime(value: string | Date): string {
  const d = new Date(value);
  return `${date.format(d)}, ${time.format(d)}`;
}
