/** "WhatsApp ilə yazın" and a call button (issue 25): the message typed in
 * already; the call button only where a phone can dial (small screens). The
 * addresses come made (`contactHrefs`), so the formatting code stays out of
 * the product page's JavaScript. */
import { buttonClass } from './ui';
import { useText } from '../../lib/text';

export function ContactButtons({
  whatsapp,
  call,
  whatsappLabel,
  callLabel,
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
  // the seller panel passes its own labels (it has no storefront words)
  const { CONTACT_BUTTONS } = useText();
  if (!whatsapp && !call) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {whatsapp && (
        <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClass('whatsapp')}>
          {whatsappLabel ?? CONTACT_BUTTONS.write}
        </a>
      )}
      {call && (
        <a href={call} className={buttonClass('call', callEverywhere ? '' : 'sm:hidden')}>
          {callLabel ?? CONTACT_BUTTONS.call}
        </a>
      )}
    </div>
  );
}
