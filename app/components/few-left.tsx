/** "Cəmi 3 ədəd qalıb": a tracked product at or below its threshold (issue 24, domain/stock.ts). */
import { STOCK_TEXT } from '../../domain/stock-text';
import type { Product } from '../../domain/types';

export function FewLeft({
  product,
  className = '',
}: {
  product: Pick<Product, 'fewLeft' | 'stockLeft'>;
  className?: string;
}) {
  if (!product.fewLeft || !product.stockLeft) return null;
  return (
    <p className={`text-sm font-semibold text-amber-800 ${className}`} data-testid="few-left">
      {STOCK_TEXT.fewLeft(product.stockLeft)}
    </p>
  );
}
