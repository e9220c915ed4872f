/** The cursor and page links of domain/shared/paging.ts. */
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../../domain/shared/cursor.ts';
import { pageHref, pageRequestFromUrl } from '../../../domain/shared/paging.ts';
import { pageQuerySchema } from '../../../domain/shared/paging-schema.ts';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('paging', () => {
  it('round-trips a cursor and refuses damaged ones', () => {
    const cursor = { micros: '1795337527444123', id: ID };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor(`1795337527444123_${ID.toUpperCase()}`)).toEqual(cursor);
    for (const bad of ['', 'abc', `x_${ID}`, '123_not-a-uuid', `-1_${ID}`, `1.5_${ID}`, `${'9'.repeat(19)}_${ID}`])
      expect(decodeCursor(bad), bad).toBeNull();
  });

  it('keeps the filters and swaps the cursor in a page link', () => {
    expect(pageHref('?search=heb&category=H%C9%99bl%C9%99r&after=1_x', { before: `5_${ID}` })).toBe(
      `?search=heb&category=H%C9%99bl%C9%99r&before=5_${ID}`,
    );
    expect(pageHref('?page=3', { after: `5_${ID}` })).toBe(`?after=5_${ID}`);
  });

  it('reads a page address leniently and an API query strictly', () => {
    expect(pageRequestFromUrl(new URLSearchParams('after=broken'), 24)).toEqual({ limit: 24 });
    expect(pageRequestFromUrl(new URLSearchParams(`before=7_${ID}`), 24)).toEqual({
      limit: 24,
      before: { micros: '7', id: ID },
    });
    const schema = pageQuerySchema(100, 500);
    expect(schema.parse({})).toEqual({ limit: 100 });
    expect(schema.parse({ limit: '20', after: `7_${ID}` })).toEqual({ limit: 20, after: { micros: '7', id: ID } });
    expect(schema.safeParse({ limit: '501' }).success).toBe(false);
    expect(schema.safeParse({ after: 'x' }).error?.issues[0].message).toBe('Səhifə göstəricisi düzgün deyil.');
    expect(schema.safeParse({ after: `7_${ID}`, before: `7_${ID}` }).success).toBe(false);
  });
});
