/** Which list pages the catalogue cache keeps (decision 0019): the first page of a list, never a
 * search or a later page, whose keys a stranger could make without end. */
import { describe, expect, it } from 'vitest';
import { firstPageOnly } from '../../server/services/index.ts';

describe('a list page is kept per catalogue version', () => {
  it('when it is a first page without a search, with or without a category', () => {
    expect(firstPageOnly([{ inStock: true }, { limit: 24 }])).toBe(true);
    expect(firstPageOnly([{ category: 'Həblər', inStock: true }, { limit: 24 }])).toBe(true);
    expect(firstPageOnly([{ onlySeen: true }, { limit: 12 }])).toBe(true);
  });

  it('never for a search or a page after or before a cursor', () => {
    expect(firstPageOnly([{ search: 'heb' }, { limit: 24 }])).toBe(false);
    expect(firstPageOnly([{}, { limit: 24, after: { createdAt: 1, id: 'a' } }])).toBe(false);
    expect(firstPageOnly([{}, { limit: 24, before: { createdAt: 1, id: 'a' } }])).toBe(false);
  });
});
