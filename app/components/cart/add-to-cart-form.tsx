/** Add to cart (and "buy now") as a form to the cart's action: before JavaScript
 * it posts and comes back to this page; once hydrated it is a fetcher's (sent after the
 * cart changes before it, use-cart-fetcher.ts), the badge counts the line and the answer's notice follows. */
import { useLocation } from 'react-router';
import { returnPath } from '../../lib/return-path';
import { RedirectField } from '../shared/redirect-field';
import { useCartFetcher } from './use-cart-fetcher';
import { useInLang } from '../../lib/text';

type Props = { productId: string; className?: string; children: React.ReactNode };

export function AddToCartForm({ productId, className, children }: Props) {
  const { fetcher, onSubmit } = useCartFetcher();
  const inLang = useInLang();
  const location = useLocation();
  return (
    <fetcher.Form method="post" action={inLang('/cart')} className={className} onSubmit={onSubmit}>
      <input type="hidden" name="productId" value={productId} />
      <RedirectField to={returnPath(location)} />
      {children}
    </fetcher.Form>
  );
}
