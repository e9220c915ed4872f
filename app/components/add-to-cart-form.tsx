/** Add to cart as a form: before JavaScript it posts to the cart's action and
 * comes back to this page; once hydrated it updates the cart at once. */
import { useState, type FormEvent } from 'react';
import { toast } from '../lib/toast';
import { useLocation, useNavigate } from 'react-router';
import { PAGE_MSG as MSG } from '../../domain/messages-page';
import { returnPath } from '../lib/return-path';
import { useShop } from './shop-context';

type Props = { productId: string; className?: string; children: React.ReactNode };

export function AddToCartForm({ productId, className, children }: Props) {
  const { addToCart } = useShop();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    const quantity = Number(form.get('quantity') ?? 1) || 1;
    setBusy(true);
    const added = await addToCart(productId, quantity);
    setBusy(false);
    if (!added) return;
    if (form.get('intent') === 'buy') navigate('/cart');
    else toast.success(MSG.addedToCart);
  }

  return (
    <form method="post" action="/cart" onSubmit={submit} className={className}>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={returnPath(location)} />
      {children}
    </form>
  );
}
