/** On a product page: ask about it on WhatsApp, the message naming the product
 * and its address, or call the shop from a phone (issue 25). The loader makes
 * the addresses (`contactHrefs`). */
import { ContactButtons } from '../shared/contact-buttons';

export function ProductContact({ contact }: { contact: { whatsapp?: string; call?: string } }) {
  return (
    <div className="mt-4">
      <ContactButtons {...contact} />
    </div>
  );
}
