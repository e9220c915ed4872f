/** The storefront's page words code outside a page read through the azText adapters
 * (domain/shared/messages-page.ts, page-title.ts, storefront-pages.ts; issue 43 item 2) now come
 * from textsIn('az'): the literals are what the adapters gave. */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../../domain/i18n/texts-in.ts';

describe('the page words in Azerbaijani', () => {
  const { NOT_FOUND_PAGE, PAGE, PAGE_MSG } = textsIn('az');

  it('format as the adapters did', () => {
    expect(PAGE_MSG.addedShort(0)).toBe(
      'Səbətə əlavə edilmədi: bundan çoxunu onlayn sata bilmirik. Daha çoxu üçün bizə zəng edin.',
    );
    expect(PAGE_MSG.addedShort(3)).toBe(
      'Səbətə 3 ədəd əlavə etdik: bundan çoxunu onlayn sata bilmirik. Daha çoxu üçün bizə zəng edin.',
    );
    expect(PAGE.title('Haqqımızda')).toBe('Haqqımızda | VetAqro Təchizat');
  });

  it('keep the plain words', () => {
    expect(PAGE_MSG.error).toBe('Xəta baş verdi!');
    expect(NOT_FOUND_PAGE).toEqual({ title: 'Səhifə tapılmadı', description: 'Axtardığınız səhifə mövcud deyil.' });
  });
});
