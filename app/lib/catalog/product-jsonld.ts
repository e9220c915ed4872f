/** schema.org Product for search engines (name, image, description, offer, and the veterinary facts). */
import { imageUrl } from '../../../domain/catalog/images';
import type { Product } from '../../../domain/shared/types';
import { speciesName } from '../../../domain/vet/vet';
import type { Texts } from '../../../domain/i18n/catalogues';
import { withdrawalIn } from '../../../domain/vet/vet-words';

/** The facts as schema.org PropertyValues (only those the product has). */
function additionalProperty(p: Product, VET_TEXT: Texts['VET_TEXT']) {
  const withdrawalText = (value: Product['withdrawal']['meat']) => withdrawalIn(VET_TEXT, value);
  const facts: [string, string | null][] = [
    [VET_TEXT.substance, p.substances.map((s) => `${s.name} ${s.strength}`.trim()).join(', ') || null],
    [VET_TEXT.species, p.species.map(speciesName).join(', ') || null],
    [VET_TEXT.packSize, p.packSize],
    [VET_TEXT.registration, p.registrationNumber],
    [VET_TEXT.withdrawalMeat, p.withdrawal.meat == null ? null : withdrawalText(p.withdrawal.meat)],
    [VET_TEXT.withdrawalMilk, p.withdrawal.milk == null ? null : withdrawalText(p.withdrawal.milk)],
    [VET_TEXT.withdrawalEggs, p.withdrawal.eggs == null ? null : withdrawalText(p.withdrawal.eggs)],
    [VET_TEXT.rx, p.rx ? 'bəli' : null],
    [VET_TEXT.coldChain, p.storage.coldChain ? 'bəli' : null],
  ];
  return facts.flatMap(([name, value]) => (value ? [{ '@type': 'PropertyValue', name, value }] : []));
}

/** The Product, or null for a product whose price is on request: Google's Product rich results
 * require an offer with a price (or a review or rating, which the shop has not), and an `Offer`
 * without `price` is an error there (issue 32); such a page gives no structured data rather than
 * an invalid one. */
export function productJsonLd(product: Product, origin: string, url: string, VET_TEXT: Texts['VET_TEXT']) {
  if (product.offerPrice == null) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: product.image.map((name) => `${origin}${imageUrl(name, 1200)}`),
    description: product.description,
    category: product.category,
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.barcode ? { gtin13: product.barcode } : {}),
    ...(product.manufacturer ? { brand: { '@type': 'Brand', name: product.manufacturer } } : {}),
    ...(additionalProperty(product, VET_TEXT).length
      ? { additionalProperty: additionalProperty(product, VET_TEXT) }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'AZN',
      price: product.offerPrice.toFixed(2),
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

/** A description for meta tags: one line, at most ~160 characters. */
export function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 160 ? `${line.slice(0, 157).trimEnd()}…` : line;
}
