import { describe, expect, it } from 'vitest';
import { categoryUrl, findCategory, productUrl } from '../../../domain/catalog/categories';

describe('category addresses', () => {
  it('finds each category by its lowercase segment, the spec typo included', () => {
    expect(findCategory('həblər')?.text).toBe('Həblər');
    expect(findCategory('inyeksiyalar')?.text).toBe('İnyeksiyalar');
    expect(findCategory('suspeziyalar')?.text).toBe('Suspenziyalar');
    expect(findCategory('toz məhsullar')?.path).toBe('Toz məhsullar');
  });

  it('finds a segment typed with capitals, İ included', () => {
    expect(findCategory('İnyeksiyalar')?.path).toBe('Inyeksiyalar');
    expect(findCategory('HƏBLƏR')?.path).toBe('Həblər');
  });

  it('does not invent categories', () => {
    expect(findCategory('vaksinlər')).toBeUndefined();
    expect(findCategory('suspenziyalar')).toBeUndefined();
  });

  it('builds lowercase, encoded addresses', () => {
    expect(categoryUrl('Toz məhsullar')).toBe('/products/toz%20m%C9%99hsullar');
    expect(productUrl({ _id: 'abc', category: 'Inyeksiyalar' })).toBe('/product/inyeksiyalar/abc');
  });
});
