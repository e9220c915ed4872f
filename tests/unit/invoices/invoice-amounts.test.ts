/** Amounts in words and ƏDV of the invoices (issue 34 item 3, decision 0108). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords } from '../../../domain/invoices/amount-words.ts';
import { amountInWordsAz } from '../../../domain/invoices/amount-words-az.ts';
import { amountInWordsRu } from '../../../domain/invoices/amount-words-ru.ts';
import { bakuYear, documentNumber } from '../../../domain/invoices/numbering.ts';
import { sumLines, vatFromGross, vatFromNet, vatLine } from '../../../domain/invoices/vat.ts';

describe('amounts in Azerbaijani words, 0,01 ₼ … 1 000 000 ₼', () => {
  it.each([
    [1, 'sıfır manat bir qəpik'],
    [10, 'sıfır manat on qəpik'],
    [100, 'bir manat sıfır qəpik'],
    [1100, 'on bir manat sıfır qəpik'],
    [1250, 'on iki manat əlli qəpik'],
    [2000, 'iyirmi manat sıfır qəpik'],
    [4599, 'qırx beş manat doxsan doqquz qəpik'],
    [10000, 'yüz manat sıfır qəpik'],
    [10100, 'yüz bir manat sıfır qəpik'],
    [20000, 'iki yüz manat sıfır qəpik'],
    [66666, 'altı yüz altmış altı manat altmış altı qəpik'],
    [77788, 'yeddi yüz yetmiş yeddi manat səksən səkkiz qəpik'],
    [100000, 'min manat sıfır qəpik'],
    [100100, 'min bir manat sıfır qəpik'],
    [200000, 'iki min manat sıfır qəpik'],
    [1103000, 'on bir min otuz manat sıfır qəpik'],
    [2134507, 'iyirmi bir min üç yüz qırx beş manat yeddi qəpik'],
    [10000000, 'yüz min manat sıfır qəpik'],
    [99999999, 'doqquz yüz doxsan doqquz min doqquz yüz doxsan doqquz manat doxsan doqquz qəpik'],
    [100000000, 'bir milyon manat sıfır qəpik'],
  ])('%i qəpik → %s', (qepik, words) => {
    expect(amountInWordsAz(qepik)).toBe(words);
  });

  it('a document line starts with a capital, İ for i as Azerbaijani writes it', () => {
    expect(amountInWords(2134507, 'az')).toBe('İyirmi bir min üç yüz qırx beş manat yeddi qəpik');
    expect(amountInWords(1250, 'az')).toBe('On iki manat əlli qəpik');
  });

  it('never "bir yüz" or "bir min", and every amount has its manat and qəpik', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (q) => {
        const words = amountInWordsAz(q);
        expect(words).not.toMatch(/bir yüz/); // "otuz bir min" is 31 000, but 1 000 is "min"
        expect(words).not.toMatch(/(^|milyon )bir min/);
        expect(words).toMatch(/ manat .+ qəpik$/);
      }),
    );
  });
});

describe('amounts in Russian words', () => {
  it.each([
    [1, 'ноль манатов один гяпик'],
    [1250, 'двенадцать манатов пятьдесят гяпиков'],
    [2102, 'двадцать один манат два гяпика'],
    [100100, 'одна тысяча один манат ноль гяпиков'],
    [200000, 'две тысячи манатов ноль гяпиков'],
    [2134507, 'двадцать одна тысяча триста сорок пять манатов семь гяпиков'],
    [100000000, 'один миллион манатов ноль гяпиков'],
  ])('%i qəpik → %s', (qepik, words) => {
    expect(amountInWordsRu(qepik)).toBe(words);
  });
});

describe('ƏDV per line (decision 0108)', () => {
  it('18 % inside 150,00 ₼ is 22,88 ₼; on 127,12 ₼ it is 22,88 ₼ again', () => {
    expect(vatFromGross(15000, 18)).toEqual({ netQepik: 12712, vatQepik: 2288, totalQepik: 15000 });
    expect(vatFromNet(12712, 18)).toEqual({ netQepik: 12712, vatQepik: 2288, totalQepik: 15000 });
  });

  it('prices with ƏDV included and excluded give the same lines and the same total to the qəpik', () => {
    const line = fc.record({ unit: fc.integer({ min: 1, max: 2_000_000 }), qty: fc.integer({ min: 1, max: 500 }) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), fc.constantFrom(18, 10, 0.5, 0), (lines, rate) => {
        const excluded = lines.map((l) => vatLine(l.unit * l.qty, { ratePct: rate, pricesIncludeVat: false }));
        // the same goods priced with ƏDV inside: what the customer pays per line
        const included = excluded.map((l) => vatLine(l.totalQepik, { ratePct: rate, pricesIncludeVat: true }));
        expect(included).toEqual(excluded);
        const total = sumLines(included);
        expect(total.netQepik + total.vatQepik).toBe(total.totalQepik);
        expect(total.totalQepik).toBe(excluded.reduce((s, l) => s + l.totalQepik, 0));
      }),
    );
  });

  it('a gross line always splits into net + ƏDV that add up to it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (g) => {
        const l = vatFromGross(g, 18);
        expect(l.netQepik + l.vatQepik).toBe(g);
        expect(Math.abs(l.vatQepik - (g * 18) / 118)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('document numbers', () => {
  it('VA-2026-000123 and the credit notes own series; the year is Baku’s', () => {
    expect(documentNumber('invoice', 2026, 123)).toBe('VA-2026-000123');
    expect(documentNumber('credit', 2026, 7)).toBe('VA-KQ-2026-000007');
    expect(bakuYear(new Date('2026-12-31T20:30:00Z'))).toBe(2027);
    expect(bakuYear(new Date('2026-12-31T19:30:00Z'))).toBe(2026);
  });
});
