/** The product page's veterinary facts (decision 0042): badges for Rx and
 * cold chain, and a table of what the product is, with its leaflet. */
import type { Product } from '../../domain/types';
import { COLD_CHAIN, leafletUrl, speciesName } from '../../domain/vet';
import { VET_TEXT, withdrawalText } from '../../domain/vet-text';

export function VetBadges({ product }: { product: Product }) {
  if (!product.rx && !product.storage.coldChain) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label={VET_TEXT.facts}>
      {product.rx && <li className="vet-badge vet-badge-rx">{VET_TEXT.rx}</li>}
      {product.storage.coldChain && <li className="vet-badge vet-badge-cold">{VET_TEXT.coldChainBadge}</li>}
    </ul>
  );
}

/** The rows a product has facts for; none: no table. */
function rows(p: Product): [string, string][] {
  const out: [string, string | null][] = [
    [VET_TEXT.substance, p.substances.map((s) => (s.strength ? `${s.name} ${s.strength}` : s.name)).join(', ')],
    [VET_TEXT.species, p.species.map(speciesName).join(', ')],
    [VET_TEXT.packSize, p.packSize],
    [VET_TEXT.manufacturer, p.manufacturer && (p.country ? `${p.manufacturer} (${p.country})` : p.manufacturer)],
    [VET_TEXT.registration, p.registrationNumber],
    [
      VET_TEXT.withdrawal,
      [p.withdrawal.meat, p.withdrawal.milk, p.withdrawal.eggs].every((w) => w == null)
        ? null
        : [p.withdrawal.meat, p.withdrawal.milk, p.withdrawal.eggs].map(withdrawalText).join(' / '),
    ],
    [VET_TEXT.storage, storageText(p)],
    [VET_TEXT.sku, p.sku],
    [VET_TEXT.barcode, p.barcode],
  ];
  return out.filter((row): row is [string, string] => Boolean(row[1]));
}

function storageText({ storage }: Product): string | null {
  const range =
    storage.minC != null || storage.maxC != null
      ? VET_TEXT.degrees(storage.minC, storage.maxC)
      : storage.coldChain
        ? VET_TEXT.degrees(COLD_CHAIN.minC, COLD_CHAIN.maxC)
        : null;
  if (!range) return null;
  return storage.coldChain ? `${range}; ${VET_TEXT.coldChain.toLowerCase()}` : range;
}

export function VetFactsTable({ product }: { product: Product }) {
  const facts = rows(product);
  if (!facts.length && !product.leaflet) return null;
  return (
    <section aria-labelledby="product-facts" className="mt-8">
      <h2 id="product-facts" className="text-lg font-bold text-slate-900">
        {VET_TEXT.facts}
      </h2>
      {facts.length > 0 && (
        <table className="vet-facts mt-2">
          <tbody>
            {facts.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {product.leaflet && (
        <p className="mt-3">
          <a href={leafletUrl(product.leaflet)} className="vet-leaflet" target="_blank" rel="noopener">
            {VET_TEXT.leafletLink}
          </a>
        </p>
      )}
    </section>
  );
}
