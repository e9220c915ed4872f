/** "WhatsApp ilə yazın" and a call button (issue 25): the message typed in
 * already; the call button only where a phone can dial (small screens). */
import { telHref, WHATSAPP, whatsappHref } from '../../domain/settings-text';

const button =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold focus-visible:outline-2';

export function ContactButtons({
  whatsapp,
  phone,
  message,
  whatsappLabel = WHATSAPP.write,
  callLabel = WHATSAPP.call,
  callEverywhere = false,
}: {
  whatsapp?: string;
  phone?: string;
  message?: string;
  whatsappLabel?: string;
  callLabel?: string;
  /** The seller's desk phone dials too; a customer's desktop browser usually cannot. */
  callEverywhere?: boolean;
}) {
  if (!whatsapp && !phone) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {whatsapp && (
        <a
          href={whatsappHref(whatsapp, message)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${button} bg-[#166534] text-white hover:bg-[#14532d]`}
        >
          {whatsappLabel}
        </a>
      )}
      {phone && (
        <a
          href={telHref(phone)}
          className={`${button} border border-slate-300 bg-white text-slate-900 hover:border-primary ${callEverywhere ? '' : 'sm:hidden'}`}
        >
          {callLabel}
        </a>
      )}
    </div>
  );
}
