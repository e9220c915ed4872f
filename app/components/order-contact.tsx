/** Under a customer's order: write to the shop on WhatsApp naming the order, or call it (issue 25). */
import { WHATSAPP } from '../../domain/settings-text';
import { ContactButtons } from './contact-buttons';
import { useShopSettings } from './shop-settings';

export function OrderContact({ number }: { number: number }) {
  const shop = useShopSettings();
  return (
    <div className="mt-6">
      <ContactButtons
        whatsapp={shop.whatsapp || undefined}
        phone={shop.phones[0]}
        message={WHATSAPP.orderMessage(number)}
      />
    </div>
  );
}
