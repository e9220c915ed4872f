/** schema.org Product for search engines (name, image, description, offer). */
import { imageUrl } from '../../domain/images';
import type { Product } from '../../domain/types';

export function productJsonLd(product: Product, origin: string, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: product.image.map((name) => `${origin}${imageUrl(name, 1200)}`),
    description: product.description,
    category: product.category,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'AZN',
      ...(product.offerPrice != null ? { price: product.offerPrice.toFixed(2) } : {}),
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

/** A description for meta tags: one line, at most ~160 characters. */
export function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 160 ? `${line.slice(0, 157).trimEnd()}…` : line;
}
