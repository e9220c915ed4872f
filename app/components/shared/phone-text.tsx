/** A phone number as people read it (domain/shared/phone.ts formatPhone), kept on one line: a phone's
 * narrow column broke "+994 50 555 / 47 47" between its groups. */
import { formatPhone } from '../../../domain/shared/phone';

export const PhoneText = ({ e164 }: { e164: string }) => <span className="whitespace-nowrap">{formatPhone(e164)}</span>;
