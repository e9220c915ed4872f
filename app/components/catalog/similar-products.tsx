/** The product page's similar products, loaded lazily by the page (app/routes/product.tsx): a module
 * of its own, as the catalogue pages import the cards' grid directly (decision 0085). */
import type { ProductCardData } from '../../lib/catalog/product-cards';
import { ProductGrid } from './product-card';

export function SimilarProducts({ products }: { products: ProductCardData[] }) {
  return <ProductGrid products={products} />;
}
