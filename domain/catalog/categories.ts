/** The six fixed categories of docs/architecture.md §Pages. `path` is the stored value and the
 * URL key (typo `Suspeziyalar` included); the URL segment is its lowercase. */
export const CATEGORIES = [
  { text: 'Həblər', path: 'Həblər', bgColor: '#FEF6DA', image: '/categories/hebler.svg' },
  { text: 'İnyeksiyalar', path: 'Inyeksiyalar', bgColor: '#E3F6E5', image: '/categories/inyeksiyalar.svg' },
  { text: 'Suspenziyalar', path: 'Suspeziyalar', bgColor: '#FDEBDC', image: '/categories/suspenziyalar.svg' },
  { text: 'Toz məhsullar', path: 'Toz məhsullar', bgColor: '#FCE4EC', image: '/categories/toz.svg' },
  { text: 'Maye məhsullar', path: 'Maye məhsullar', bgColor: '#E1F0FB', image: '/categories/maye.svg' },
  { text: 'Digər', path: 'Digər', bgColor: '#EEE6FA', image: '/categories/diger.svg' },
] as const;

export type Category = (typeof CATEGORIES)[number];
export type CategoryPath = Category['path'];

export const CATEGORY_PATHS = CATEGORIES.map((c) => c.path) as [CategoryPath, ...CategoryPath[]];

/** URL segment of a category: plain toLowerCase, as docs/architecture.md §Text decides. */
export function categorySegment(path: string): string {
  return path.toLowerCase();
}

const BY_KEY = new Map<string, Category>(CATEGORIES.map((c) => [c.path.toLowerCase(), c]));

/** Finds a category by its URL segment (already decoded) or its stored path. */
export function findCategory(segmentOrPath: string): Category | undefined {
  // `İ` lowercases to i + a combining dot; drop the dot so /products/İnyeksiyalar is found
  return BY_KEY.get(segmentOrPath.toLowerCase().replace(/\u0307/g, ''));
}

export function categoryText(path: string): string {
  return findCategory(path)?.text ?? path;
}

export function categoryUrl(path: string): `/${string}` {
  return `/products/${encodeURIComponent(categorySegment(path))}`;
}

export function productUrl(product: { _id: string; category: string }): `/${string}` {
  return `/product/${encodeURIComponent(categorySegment(product.category))}/${product._id}`;
}
