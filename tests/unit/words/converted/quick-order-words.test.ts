/** Quick order's API words, now in the catalogue (AZ_ONLY, issue 43 item 2), say exactly what the old
 * QUICK_ORDER_MSG of domain/trade/quick-order-text.ts said: the literals are its output. */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../../domain/i18n/texts-in.ts';
import { QUICK_ORDER_LIMITS } from '../../../../domain/trade/quick-order.ts';

describe('quick order’s API words', () => {
  const { QUICK_ORDER_MSG: M } = textsIn('az');

  it('format as the functions did', () => {
    expect(M.unknownCode('VA-1')).toBe('“VA-1” kodlu məhsul tapılmadı.');
    expect(M.noCode).toBe('Sətirdə məhsulun kodu yoxdur.');
    expect(M.added(3)).toBe('Səbətə 3 məhsul əlavə olundu.');
  });

  it('name the limits set in QUICK_ORDER_LIMITS', () => {
    expect(M.tooManyLines(QUICK_ORDER_LIMITS.lines)).toBe('Bir dəfədə ən çox 300 sətir göndərmək olar.');
    expect(M.tooLong(QUICK_ORDER_LIMITS.chars)).toBe('Mətn çox uzundur: ən çox 60000 simvol.');
    expect(M.fileTooBig(QUICK_ORDER_LIMITS.fileBytes / 1024 / 1024)).toBe('Fayl ən çox 2 MB ola bilər.');
  });
});
