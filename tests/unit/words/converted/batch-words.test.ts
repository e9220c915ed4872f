/** The seller's batch words, now in the catalogue (AZ_ONLY, issue 43 item 2), say exactly what the
 * old functions of domain/stock/batch-text.ts said: the literals are their output. */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../../domain/i18n/texts-in.ts';

describe('the seller panel’s batch words', () => {
  const { BATCH_TEXT, EXPIRY_UI, BATCHES_UI, RECEIPT_UI, WRITE_OFF_LABEL } = textsIn('az');

  it('format as the functions did', () => {
    expect(BATCH_TEXT.productUnknown('4760001')).toBe('"4760001" kodlu məhsul tapılmadı.');
    expect(BATCH_TEXT.notBatchTracked('Ivermektin 1%')).toBe(
      '"Ivermektin 1%" seriya ilə izlənmir: əvvəlcə onun stokunu izləyin.',
    );
    expect(BATCH_TEXT.expiryDiffers('A-12', '03.2027')).toBe('"A-12" seriyası artıq 03.2027 tarixi ilə qeydə alınıb.');
    expect(BATCH_TEXT.line(3, 'Seriya nömrəsini yazın.')).toBe('3-ci sətir: Seriya nömrəsini yazın.');
    expect(BATCH_TEXT.line(1001, 'x')).toBe('1001-ci sətir: x');
    expect(BATCH_TEXT.received(2, 15)).toBe('Mədaxil qeydə alındı: 2 sətir, 15 ədəd.');
    expect(BATCH_TEXT.received(1200, 150000)).toBe('Mədaxil qeydə alındı: 1200 sətir, 150000 ədəd.');
    expect(BATCH_TEXT.batchBelowZero(4)).toBe('Bu seriyada cəmi 4 ədəd var.');
    expect(BATCH_TEXT.writtenOff(6)).toBe('6 ədəd silindi.');
    expect(EXPIRY_UI.soon(12)).toBe('12 gün qalıb');
    expect(EXPIRY_UI.line('A-12', '03.2027', 40)).toBe('Seriya A-12 · 03.2027 · 40 ədəd');
    expect(EXPIRY_UI.more(20, 35)).toBe('35 seriyadan ilk 20-i göstərilir.');
    expect(EXPIRY_UI.more(20, 1500)).toBe('1500 seriyadan ilk 20-i göstərilir.');
    expect(BATCHES_UI.aboutBatch('Blokla', 'A-12')).toBe('Blokla: seriya A-12');
    expect(BATCHES_UI.batchOption('A-12', '15.03.2027', 7)).toBe('A-12 · 15.03.2027 · 7 ədəd');
  });

  it('keeps its plain words, the expiry horizon written in', () => {
    expect(EXPIRY_UI.lead).toBe('Anbarda qalan, vaxtı keçmiş və ya 90 gün ərzində keçəcək seriyalar.');
    expect(EXPIRY_UI.none).toBe('Yaxın 90 gündə vaxtı keçən seriya yoxdur.');
    expect(BATCHES_UI.states).toEqual({
      sellable: 'Satılır',
      lastDays: 'Son günləri: satılmır',
      expired: 'Vaxtı keçib',
      blocked: 'Bloklanıb',
    });
    expect(WRITE_OFF_LABEL).toEqual({ expired: 'Vaxtı keçib', damaged: 'Zədələnib' });
    expect(RECEIPT_UI.title).toBe('Mədaxil');
    expect(BATCH_TEXT.oldStock).toBe('köhnə qalıq');
  });
});
