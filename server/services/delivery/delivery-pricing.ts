/** An order's delivery, priced inside its transaction from the zones and the
 * minimum as they are at that moment (issue 25): the fee, the zone and the
 * promised days become the order's snapshot. */
import { deliveryQuote, type DeliverySnapshot, type PaymentType } from '../../../domain/delivery/delivery.ts';
import { zoneForAddress } from '../../../domain/delivery/zone-match.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { formatMoney } from '../../../domain/shared/format.ts';
import { toManat } from '../../../domain/shared/money.ts';
import type { ShopSettings } from '../../../domain/settings/settings-schema.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../shared/errors.ts';
import { getSettings, listZones } from '../settings/settings.ts';

export type PricedDelivery = {
  feeQepik: number;
  totalQepik: number;
  payment: PaymentType;
  snapshot: DeliverySnapshot | null;
  /** The address names no zone and none was chosen: the seller sets it later (decision 0078). */
  toAgree: boolean;
  settings: ShopSettings;
};

/** `zoneId` is the customer's choice for an address whose city/district names no zone; an address
 * that names one always uses its own. One that names none, with no choice, is never refused: its
 * delivery is to be agreed, the goods alone priced (decision 0078). */
export async function priceDelivery(
  db: Db,
  goodsQepik: number,
  address: { city: string; state: string },
  zoneId?: string,
): Promise<PricedDelivery> {
  // one after the other: `db` is the order's transaction, one connection that takes one query at a time
  // (pg warns of a second one given while the first runs, issue 40 item 7)
  const zones = await listZones(db);
  const settings = await getSettings(db);
  const minimumQepik = Math.round(settings.minOrder * 100);
  const { DELIVERY_UI } = textsIn('az');
  if (goodsQepik < minimumQepik)
    throw badRequest(
      DELIVERY_UI.belowMinimumRefused(formatMoney(settings.minOrder), formatMoney(toManat(minimumQepik - goodsQepik))),
    );
  // a shop that has set no zones charges nothing for delivery and asks no zone
  if (!zones.length)
    return { feeQepik: 0, totalQepik: goodsQepik, payment: 'COD', snapshot: null, toAgree: false, settings };
  let zone = zoneForAddress(zones, address);
  if (!zone) {
    if (!zoneId)
      return { feeQepik: 0, totalQepik: goodsQepik, payment: 'COD', snapshot: null, toAgree: true, settings };
    zone = zones.find((z) => z._id === zoneId) ?? null;
    if (!zone) throw badRequest(DELIVERY_UI.zoneNotFound);
  }
  const quote = deliveryQuote(goodsQepik, zone, settings.minOrder);
  return {
    feeQepik: quote.feeQepik,
    totalQepik: quote.totalQepik,
    payment: quote.payment,
    snapshot: {
      zoneId: zone._id,
      zoneName: zone.name,
      zoneNameRu: zone.nameRu ?? null,
      feeQepik: quote.feeQepik,
      daysMin: zone.daysMin,
      daysMax: zone.daysMax,
    },
    toAgree: false,
    settings,
  };
}
