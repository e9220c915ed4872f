/** The product page's veterinary facts (decision 0042): badges for Rx and
 * cold chain, and a table of what the product is, with its leaflet; the
 * words come ready from the loader (app/lib/catalog/vet-facts-view.ts), kept small
 * for the page's first-load JavaScript (decision 0020). */
import type { VetFactsView } from '../../lib/catalog/vet-facts-view';

export const VetBadges = ({ view }: { view: VetFactsView }) =>
  view.badges.length > 0 && (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label={view.heading}>
      {view.badges.map(([kind, text]) => (
        <li key={kind} className={`vet-badge vet-badge-${kind}`}>
          {text}
        </li>
      ))}
    </ul>
  );

export const VetFactsTable = ({ view }: { view: VetFactsView }) =>
  (view.rows.length > 0 || view.leaflet) && (
    <section aria-labelledby="product-facts" className="mt-8">
      <h2 id="product-facts" className="text-lg font-bold text-slate-900">
        {view.heading}
      </h2>
      <table className="vet-facts mt-2">
        <tbody>
          {view.rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td lang={Array.isArray(value) ? undefined : value.lang}>
                {!Array.isArray(value)
                  ? value.text
                  : value.map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.leaflet && (
        <a href={view.leaflet[0]} className="vet-leaflet mt-3 inline-block" target="_blank" rel="noopener">
          {view.leaflet[1]}
        </a>
      )}
    </section>
  );
