import type { Product } from '../../../domain/shared/types';
import { useText } from '../../lib/text';

/** "Cəmi 3 ədəd qalıb" (domain/stock/stock.ts says when): the card, the buy box and the cart line all show
 * it. A module of its own, so the product page's buy box does not pull the cards in (their grid is
 * loaded lazily there); the build merges it into a chunk the same pages load (vite.config.ts). */
export function FewLeft({
  product,
  className = '',
}: {
  product: Pick<Product, 'fewLeft' | 'stockLeft'>;
  className?: string;
}) {
  const { UI } = useText();
  if (!product.fewLeft || !product.stockLeft) return null;
  return (
    <p className={`text-sm font-semibold text-amber-800 ${className}`} data-testid="few-left">
      {UI.fewLeft(product.stockLeft)}
    </p>
  );
}
