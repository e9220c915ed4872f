/** Under a customer's order: write to the shop on WhatsApp naming the order, or call it (issue 25). */
import { contactHrefs } from '../../../domain/settings/shop-details';
import { ContactButtons } from '../shared/contact-buttons';
import { useShopSettings } from '../shared/shop-settings';
import { useText } from '../../lib/text';

export function OrderContact({ number }: { number: number }) {
  const { WHATSAPP } = useText();
  return (
    <div className="mt-6">
      <ContactButtons {...contactHrefs(useShopSettings(), WHATSAPP.orderMessage(number))} />
    </div>
  );
}
