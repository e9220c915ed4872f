/** What a product card shows, and nothing more: the card lists of /, /products, the
 * category pages and "similar products" travel in the page's loader JSON (and in every
 * client-side navigation's .data), where each description made /products' HTML 85 kB. */
import type { Product } from '../../domain/types';

export type ProductCardData = Pick<Product, '_id' | 'name' | 'category' | 'image' | 'offerPrice'>;

export function toCards(products: Product[]): ProductCardData[] {
  return products.map(({ _id, name, category, image, offerPrice }) => ({
    _id,
    name,
    category,
    image: image.slice(0, 1),
    offerPrice,
  }));
}
