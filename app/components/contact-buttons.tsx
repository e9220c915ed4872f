/** "WhatsApp ilə yazın" and a call button (issue 25): the message typed in
 * already; the call button only where a phone can dial (small screens). The
 * addresses come made (`contactHrefs`), so the formatting code stays out of
 * the product page's JavaScript. */
import { CONTACT_BUTTONS } from '../../domain/storefront-text';
import { buttonClass } from './ui';

export function ContactButtons({
  whatsapp,
  call,
  whatsappLabel = CONTACT_BUTTONS.write,
  callLabel = CONTACT_BUTTONS.call,
  callEverywhere = false,
}: {
  /** A wa.me address with the message in it. */
  whatsapp?: string;
  /** A tel: address. */
  call?: string;
  whatsappLabel?: string;
  callLabel?: string;
  /** The seller's desk phone dials too; a customer's desktop browser usually cannot. */
  callEverywhere?: boolean;
}) {
  if (!whatsapp && !call) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {whatsapp && (
        <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClass('whatsapp')}>
          {whatsappLabel}
        </a>
      )}
      {call && (
        <a href={call} className={buttonClass('call', callEverywhere ? '' : 'sm:hidden')}>
          {callLabel}
        </a>
      )}
    </div>
  );
}
