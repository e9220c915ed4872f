/** The other pack sizes of the product's family (decision 0042): links, the current one marked. */
import { productUrl } from '../../domain/categories';
import { formatMoney } from '../../domain/format';
import { VET_TEXT } from '../../domain/vet-text';
import { AppLink } from './app-link';

export type SizeOption = {
  _id: string;
  category: string;
  name: string;
  packSize: string | null;
  offerPrice: number | null;
};

export function SizePicker({ current, sizes }: { current: string; sizes: SizeOption[] }) {
  if (sizes.length < 2) return null;
  return (
    <nav aria-label={VET_TEXT.sizes} className="mt-4">
      <p className="text-sm font-medium text-slate-700">{VET_TEXT.sizes}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {sizes.map((size) => (
          <li key={size._id}>
            <AppLink
              to={productUrl(size)}
              className="size-option"
              aria-current={size._id === current ? 'page' : undefined}
              title={size.name}
            >
              <span className="font-semibold">{size.packSize ?? size.name}</span>
              <span className="text-xs text-slate-600">{formatMoney(size.offerPrice)}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
