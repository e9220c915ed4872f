import { formatPhone } from '../../domain/shared/phone';
import type { AddressFields } from '../../domain/shared/types';

/** One line for an address: name, street, city, district, country, phone (empty parts left out). */
export function addressLine(a: AddressFields): string {
  return [`${a.firstName} ${a.lastName}`.trim(), a.street, a.city, a.state, a.country, a.phone && formatPhone(a.phone)]
    .filter(Boolean)
    .join(', ');
}
