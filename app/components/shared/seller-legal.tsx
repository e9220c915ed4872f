/** The seller's legal details on /about and /contact (issue 40 item 5, decision 0124): the fixed
 * words from the catalogues, what the seller wrote (legal name, registration, licensing body,
 * address) as written, marked lang="az" on a Russian page. */
import { Fragment } from 'react';
import { legalTitle } from '../../../domain/settings/shop-details';
import { useShopSettings } from './shop-settings';
import { useContentLang, useText } from '../../lib/text';

/** The lines: a name, the VÖEN, the registration, the licence (when set), the address (`withAddress`). */
export function useLegalLines(withAddress: boolean): React.ReactNode[] {
  const { PAGE } = useText();
  const words = PAGE.contact;
  const shop = useShopSettings();
  const lang = useContentLang();
  const lines: React.ReactNode[] = [
    <span lang={lang}>{legalTitle(shop)}</span>,
    `${words.taxId} ${shop.taxId}`,
    <>
      {words.registration} <span lang={lang}>{shop.registration}</span>
    </>,
  ];
  if (shop.licenceNumber)
    lines.push(
      <>
        {words.licence} {shop.licenceNumber}
        {shop.licenceAuthority && (
          <>
            {' '}
            (<span lang={lang}>{shop.licenceAuthority}</span>)
          </>
        )}
      </>,
    );
  if (withAddress) lines.push(<span lang={lang}>{shop.address}</span>);
  return lines;
}

/** The lines in one paragraph, " · " between them. */
export function LegalLine() {
  const lines = useLegalLines(false);
  return lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 && ' · '}
      {line}
    </Fragment>
  ));
}
