/** The shop's settings (issue 25) as the public site's layout loaded them from
 * the catalogue cache: one read per catalogue version, not per page. */
import { useRouteLoaderData } from 'react-router';
import type { ShopSettings } from '../../../domain/settings/settings-schema';
import type { PublicContact } from '../../../domain/settings/shop-details';

export const SITE_LAYOUT_ID = 'routes/site-layout';
/** The same layout under `/ru` (app/routes.ts). */
export const RU_SITE_LAYOUT_ID = 'ru/routes/site-layout';

function useLayoutData<T>(): T | undefined {
  const az = useRouteLoaderData(SITE_LAYOUT_ID);
  const ru = useRouteLoaderData(RU_SITE_LAYOUT_ID);
  return (az ?? ru) as T | undefined;
}

/** Outside the public layout (a component rendered alone): nothing to show, not the demo's
 * details (which would also put the demo texts into every page's bundle). */
const NONE: ShopSettings = {
  legalName: '',
  legalForm: '',
  taxId: '',
  registration: '',
  address: '',
  phones: [],
  email: '',
  whatsapp: '',
  workingHours: '',
  licenceNumber: '',
  licenceAuthority: '',
  social: [],
  terms: '',
  returns: '',
  minOrder: 0,
  rxMode: 'prescription',
  bankName: '',
  bankCode: '',
  bankCorrAccount: '',
  bankSwift: '',
  bankIban: '',
  vatIncluded: true,
  vatRate: 18,
  prepayRemindDays: 3,
  prepayCancelDays: 7,
  termsRemindDays: 3,
};

export function useShopSettings(): ShopSettings {
  const data = useLayoutData<{ settings?: ShopSettings }>();
  return data?.settings ?? NONE;
}

const NO_CONTACT: PublicContact = {
  legalTitle: '',
  identity: '',
  licence: null,
  address: '',
  phones: [],
  email: '',
  workingHours: '',
  links: [],
};

/** The shop's details formatted by the layout's loader (`publicContact`). */
export function usePublicContact(): PublicContact {
  const data = useLayoutData<{ contact?: PublicContact }>();
  return data?.contact ?? NO_CONTACT;
}

/** The shop's main number, shown grouped and dialled as `tel:`. */
export function MainPhoneLink({ className = 'phone-link' }: { className?: string }) {
  const phone = usePublicContact().phones[0];
  if (!phone) return null;
  return (
    <a href={phone.href} className={className}>
      {phone.text}
    </a>
  );
}
