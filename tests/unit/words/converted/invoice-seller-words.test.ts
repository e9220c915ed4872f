/** The seller's invoice words read the az-only catalogue (issue 43 item 2): each compiled message
 * gives, byte for byte, what invoice-seller-text.ts's function gave before it was removed. */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../../domain/i18n/texts-in.ts';

describe('the seller’s document links and credit question', () => {
  const { INVOICE_SELLER_TEXT: T } = textsIn('az');

  it('name each document with its number as before', () => {
    expect(T.proforma('PF-2026-00003')).toBe('Proforma hesab PF-2026-00003 (PDF)');
    expect(T.invoice('HF-2026-00012')).toBe('Hesab-faktura HF-2026-00012 (PDF)');
    expect(T.credit('KQ-2026-00001')).toBe('Kredit qeydi KQ-2026-00001 (PDF)');
  });

  it('ask the credit question as before', () => {
    expect(T.creditQuestion('HF-2026-00012')).toBe(
      'Hesab-faktura HF-2026-00012 kredit qeydi ilə ləğv edilsin? Kredit qeydi öz nömrəsi ilə yazılır və dəyişdirilmir.',
    );
  });

  it('reads the same Azerbaijani words on a Russian server call', () => {
    expect(textsIn('ru').INVOICE_MSG.notFound).toBe('Sənəd tapılmadı.');
  });
});
