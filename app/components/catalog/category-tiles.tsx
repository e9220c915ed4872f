/** The six category tiles (docs/architecture.md §Pages), each on its own background colour. */
import { AppLink } from '../shared/app-link';
import { CATEGORY_SVGS, InlineSvg } from '../shared/inline-svg';
import { CATEGORIES, categoryUrl } from '../../../domain/catalog/categories';
import { useText } from '../../lib/text';

export function CategoryTiles({ current }: { current?: string }) {
  const { CATEGORY_NAMES } = useText();
  return (
    <ul className="grid grid-cols-3 gap-3 sm:gap-4 md:grid-cols-6">
      {CATEGORIES.map((category) => (
        <li key={category.path}>
          <AppLink
            to={categoryUrl(category.path)}
            aria-current={current === category.path ? 'page' : undefined}
            style={{ backgroundColor: category.bgColor }}
            className="flex h-full flex-col items-center gap-2 rounded-2xl p-3 text-center ring-teal-700 transition hover:-translate-y-0.5 hover:shadow-md aria-[current=page]:ring-2"
          >
            <InlineSvg svg={CATEGORY_SVGS[category.image]} className="block h-14 w-14 sm:h-16 sm:w-16" />
            <span className="text-xs font-semibold text-slate-800 sm:text-sm">{CATEGORY_NAMES[category.path]}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
