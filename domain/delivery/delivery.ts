/** Delivery fee rules (issue 25), one place for the cart, the checkout and the
 * order: integer qəpik, the zone chosen by the address's area. */
import { toQepik } from '../shared/money.ts';

/** A delivery zone as the API and pages see it: money in manat. */
export type DeliveryZone = {
  _id: string;
  name: string;
  /** The Russian name (issue 36); null: the Azerbaijani one on /ru pages. */
  nameRu?: string | null;
  /** Area keys (domain/delivery/places.ts): `Bakı/Nəsimi`, `Gəncə`… */
  areas: string[];
  fee: number;
  /** Goods total from which delivery is free; null: never free. */
  freeOver: number | null;
  daysMin: number;
  daysMax: number;
  /** Cash on delivery offered here; else the order is paid in advance by bank transfer. */
  cod: boolean;
};

export type Delivery = { minOrder: number; zones: DeliveryZone[] };

export type PaymentType = 'COD' | 'TRANSFER';

export type DeliveryQuote = {
  goodsQepik: number;
  feeQepik: number;
  totalQepik: number;
  /** How much more makes delivery free; null when it is free already or never is. */
  toFreeQepik: number | null;
  /** How much is missing to the shop's minimum order; 0 when reached. */
  missingQepik: number;
  payment: PaymentType;
  daysMin: number;
  daysMax: number;
};

/** Free from the threshold on (a goods total equal to it is free), so "50 ₼-dan yuxarı pulsuz" costs nothing at 50,00 ₼. */
export function deliveryQuote(goodsQepik: number, zone: DeliveryZone, minOrder: number): DeliveryQuote {
  const freeOverQepik = zone.freeOver == null ? null : toQepik(zone.freeOver);
  const free = freeOverQepik != null && goodsQepik >= freeOverQepik;
  const feeQepik = free ? 0 : toQepik(zone.fee);
  return {
    goodsQepik,
    feeQepik,
    totalQepik: goodsQepik + feeQepik,
    toFreeQepik: freeOverQepik == null || free || feeQepik === 0 ? null : freeOverQepik - goodsQepik,
    missingQepik: Math.max(0, toQepik(minOrder) - goodsQepik),
    payment: zone.cod ? 'COD' : 'TRANSFER',
    daysMin: zone.daysMin,
    daysMax: zone.daysMax,
  };
}

/** What an order keeps of its delivery (a snapshot: a later change of the zone changes no order). */
export type DeliverySnapshot = {
  zoneId: string;
  zoneName: string;
  /** The zone's Russian name then (issue 36); absent in orders placed before. */
  zoneNameRu?: string | null;
  feeQepik: number;
  daysMin: number;
  daysMax: number;
};

/** "2" or "2–4": the days a delivery takes, as DELIVERY_UI.daysText's first argument (the second is daysMax). */
export const daysSpan = (daysMin: number, daysMax: number) =>
  daysMin === daysMax ? String(daysMin) : `${daysMin}–${daysMax}`;

/** How much the goods fall short of the shop's minimum order (0 when reached). */
export function missingForMinimum(goodsQepik: number, minOrder: number): number {
  return Math.max(0, toQepik(minOrder) - goodsQepik);
}
