/** Add to cart (and "buy now") as a form to the cart's action: before JavaScript
 * it posts and comes back to this page; once hydrated it is a fetcher's, the badge
 * counts the line at once and the answer's notice follows. */
import { useFetcher, useLocation } from 'react-router';
import { returnPath } from '../lib/return-path';
import { RedirectField } from './redirect-field';

type Props = { productId: string; className?: string; children: React.ReactNode };

export function AddToCartForm({ productId, className, children }: Props) {
  const fetcher = useFetcher();
  const location = useLocation();
  return (
    <fetcher.Form method="post" action="/cart" className={className} preventScrollReset>
      <input type="hidden" name="productId" value={productId} />
      <RedirectField to={returnPath(location)} />
      {children}
    </fetcher.Form>
  );
}
