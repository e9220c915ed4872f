/** A seller page's title and meta: the panel's name after the page's, never indexed. A page its
 * loader refused (a role without the permission, issue 40 item 4) is titled by its refusal, not by
 * the page it would have been. The panel's words come from the matched loaders (the seller layout
 * sends them, decision 0153). */
import { isRouteErrorResponse } from 'react-router';
import { textsOf } from './text';

export type SellerMetaArgs = { error?: unknown; matches: Parameters<typeof textsOf>[0] };

const refused = (error: unknown) => isRouteErrorResponse(error) && error.status === 403;

export const sellerMeta = (title: string, args: SellerMetaArgs) => {
  const { SELLER_TEXT, STAFF_TEXT } = textsOf(args.matches);
  return [
    { title: `${refused(args.error) ? STAFF_TEXT.forbiddenTitle : title} | ${SELLER_TEXT.panel}` },
    { name: 'robots', content: 'noindex' },
  ];
};

/** The title of a page named by one of the panel's own words (`SELLER_TEXT.orders`). */
export const sellerMetaOf = (title: (texts: ReturnType<typeof textsOf>) => string) => (args: SellerMetaArgs) =>
  sellerMeta(title(textsOf(args.matches)), args);
