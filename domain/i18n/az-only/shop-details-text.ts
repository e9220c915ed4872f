/** The shop's registration details as the footer and the terms page write them (Azerbaijani on a
 * Russian page too, as they always were), and the seller's buttons to reach a customer. The
 * customer's WhatsApp messages are WHATSAPP in domain/i18n/az|ru/whatsapp-text.ts. */
import { SITE } from '../../settings/site.ts';

export const SHOP_IDENTITY = {
  /** {0}: the tax number. */
  taxId: 'VÖEN {0}',
  /** {0}: the registration as the seller wrote it. */
  registration: 'Dövlət qeydiyyatı: {0}',
  /** {0}: the licence's number. */
  licence: 'Lisenziya № {0}',
  /** {0}: the licence's number, {1}: the body that issued it. */
  licenceBy: 'Lisenziya № {0} ({1})',
} as const;

export const WHATSAPP_SELLER = {
  /** {0}: the order's number. */
  sellerMessage: `Salam! ${SITE.name}: sifarişiniz № {0} barədə yazırıq.`,
  callCustomer: 'Müştəriyə zəng',
  writeCustomer: 'WhatsApp-a yaz',
} as const;
