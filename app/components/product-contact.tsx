/** On a product page: ask about it on WhatsApp, the message naming the product
 * and its address, or call the shop from a phone (issue 25). */
import { WHATSAPP } from '../../domain/settings-text';
import type { Product } from '../../domain/types';
import { productUrl } from '../../domain/categories';
import { ContactButtons } from './contact-buttons';
import { SITE_LAYOUT_ID, useShopSettings } from './shop-settings';
import { useRouteLoaderData } from 'react-router';

export function ProductContact({ product }: { product: Product }) {
  const shop = useShopSettings();
  const origin = (useRouteLoaderData(SITE_LAYOUT_ID) as { origin?: string } | undefined)?.origin ?? '';
  return (
    <div className="mt-4">
      <ContactButtons
        whatsapp={shop.whatsapp || undefined}
        phone={shop.phones[0]}
        message={WHATSAPP.productMessage(product.name, `${origin}${productUrl(product)}`)}
      />
    </div>
  );
}
