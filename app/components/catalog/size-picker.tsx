/** The other pack sizes of the product's family (decision 0042): links, the current one marked. */
import { productUrl } from '../../../domain/catalog/categories';
import { formatMoneyIn } from '../../../domain/shared/format';
import { AppLink } from '../shared/app-link';
import { useLang } from '../../lib/text';

export type SizeOption = {
  _id: string;
  category: string;
  name: string;
  packSize: string | null;
  offerPrice: number | null;
};

export function SizePicker({ current, sizes, label }: { current: string; sizes: SizeOption[]; label: string }) {
  const lang = useLang();
  if (sizes.length < 2) return null;
  return (
    <nav aria-label={label} className="mt-4">
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {sizes.map((size) => (
          <li key={size._id}>
            <AppLink
              to={productUrl(size)}
              className="size-option"
              aria-current={size._id === current ? 'page' : undefined}
            >
              <span className="font-semibold">{size.packSize ?? size.name}</span>
              <span className="text-xs text-slate-600">{formatMoneyIn(lang, size.offerPrice)}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
