/** Under a customer's order: write to the shop on WhatsApp naming the order, or call it (issue 25). */
import { contactHrefs, WHATSAPP } from '../../../domain/settings/settings-text';
import { ContactButtons } from '../shared/contact-buttons';
import { useShopSettings } from '../shared/shop-settings';

export function OrderContact({ number }: { number: number }) {
  return (
    <div className="mt-6">
      <ContactButtons {...contactHrefs(useShopSettings(), WHATSAPP.orderMessage(number))} />
    </div>
  );
}
