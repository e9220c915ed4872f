/** The hesab-faktura mail and the documents' filled labels read the catalogue (issue 43 item 2):
 * the words are byte for byte what document-text.ts's fill() gave before the wrapper was removed. */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { fill } from '../../../domain/invoices/document-format.ts';
import { docWords } from '../../../domain/invoices/document-words.ts';

describe('the hesab-faktura mail in the customer’s language', () => {
  it('reads as the old fill() wrote it, in Azerbaijani', () => {
    const { INVOICE_DOC } = textsIn('az');
    expect(INVOICE_DOC.invoiceMailSubject('HF-2026-00012', 10042)).toBe(
      'Hesab-faktura № HF-2026-00012 (sifariş № 10042)',
    );
    expect(INVOICE_DOC.invoiceMailBody('Aysel', 10042, 'HF-2026-00012')).toBe(
      'Salam, Aysel!\n\nSifariş № 10042 tamamlandı. Hesab-faktura № HF-2026-00012 əlavədədir (PDF).\nOnu sifarişin səhifəsindən də yükləyə bilərsiniz.',
    );
  });

  it('reads as the old fill() wrote it, in Russian', () => {
    const { INVOICE_DOC } = textsIn('ru');
    expect(INVOICE_DOC.invoiceMailSubject('HF-2026-00012', 10042)).toBe('Счёт-фактура № HF-2026-00012 (заказ № 10042)');
  });

  it('gives the documents the catalogue’s templates, filled as before', () => {
    expect(fill(docWords('az').invoiceMailSubject, 'HF-1', 7)).toBe('Hesab-faktura № HF-1 (sifariş № 7)');
    expect(docWords('ru').invoiceMailSubject).toBe('Счёт-фактура № {0} (заказ № {1})');
  });
});
