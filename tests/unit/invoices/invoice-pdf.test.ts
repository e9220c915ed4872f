/** The document's PDF read back with poppler's pdftotext (issue 34 item 3): the embedded DejaVu
 * font gives back ə ğ ı ö ş ü ç and Cyrillic as text, in the document's language, with its
 * amounts in words; a credit note names the invoice it reverses. */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { DocumentSnapshot } from '../../../domain/invoices/types.ts';
import { sumLines } from '../../../domain/invoices/vat.ts';
import { renderDocument } from '../../../server/services/invoices/pdf.ts';
import { docLines } from '../../../server/services/invoices/snapshot.ts';

async function text(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-'));
  try {
    await writeFile(path.join(dir, 'd.pdf'), pdf);
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', path.join(dir, 'd.pdf'), '-']);
    return stdout.replace(/[ \t]+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function snapshot(lang: 'az' | 'ru', kind: DocumentSnapshot['kind'] = 'invoice'): DocumentSnapshot {
  const tax = { ratePct: 18, pricesIncludeVat: true };
  const lines = docLines([{ name: 'Şampun üçün ğ ı ö ç — Шампунь', quantity: 3, unitPriceQepik: 1250 }], 0, tax, lang);
  return {
    kind,
    number: kind === 'credit' ? 'VA-KQ-2026-000001' : 'VA-2026-000009',
    issuedAt: '2026-11-25T10:00:00.000Z',
    orderNumber: 10042,
    lang,
    seller: {
      legalName: 'VetAqro Təchizat MMC',
      voen: '1405123456',
      address: 'Bakı',
      phone: '+994125554747',
      email: 'info@vetaqro.az',
      bank: null,
    },
    buyer: { legalName: 'Ələkbərov Şəmsi', voen: null, address: 'Şəki', email: 'a@b.az' },
    tax,
    lines,
    totals: sumLines(lines),
    ...(kind === 'credit' ? { creditOf: { number: 'VA-2026-000009', issuedAt: '2026-11-20T10:00:00.000Z' } } : {}),
  };
}

describe('the document as PDF', () => {
  it('Azerbaijani: the letters, the line and the words come back', async () => {
    const t = await text(await renderDocument(snapshot('az')));
    expect(t).toContain('Hesab-faktura № VA-2026-000009');
    expect(t).toContain('Tarix: 25.11.2026');
    expect(t).toContain('Şampun üçün ğ ı ö ç — Шампунь');
    expect(t).toMatch(/1 Şampun .*3 əd\. 12,50 31,78 5,72 37,50/);
    expect(t).toContain('Sözlə: Otuz yeddi manat əlli qəpik');
    expect(t).toContain('Ələkbərov Şəmsi');
  });

  it('an invoice prints the bank details but not the proforma’s "sent after payment"', async () => {
    const bank = {
      bankName: 'Kapital Bank ASC',
      bankCode: '200004',
      correspondentAccount: '',
      swift: '',
      iban: 'AZ21AIIB3806',
    };
    const s = snapshot('az');
    const t = await text(await renderDocument({ ...s, seller: { ...s.seller, bank } }));
    expect(t).toContain('Hesab (IBAN): AZ21AIIB3806');
    expect(t).toContain('Ödənişin təyinatı: Sifariş № 10042');
    expect(t).not.toContain('Bu proforma hesabdır');
    const proforma = await text(
      await renderDocument({ ...s, kind: 'proforma', number: 'PF-10042', seller: { ...s.seller, bank } }),
    );
    expect(proforma).toContain('Bu proforma hesabdır: sifariş ödəniş daxil olduqdan sonra göndərilir.');
  });

  it('Russian: a proforma in the catalogue’s words and the amount in Russian', async () => {
    const t = await text(await renderDocument(snapshot('ru', 'proforma')));
    expect(t).toContain('Счёт на оплату (проформа) № VA-2026-000009');
    expect(t).toMatch(/1 Şampun .*3 шт\. 12,50 31,78 5,72 37,50/);
    expect(t).toContain('Прописью: Тридцать семь манатов пятьдесят гяпиков');
    expect(t).toContain('К оплате: 37,50 AZN');
  });

  it('Russian: an invoice is Azerbaijani with Russian beside each label, the amount in words in both (0115)', async () => {
    const t = await text(await renderDocument(snapshot('ru')));
    expect(t).toContain('Hesab-faktura / Счёт-фактура № VA-2026-000009');
    expect(t).toContain('Tarix / Дата: 25.11.2026');
    expect(t).toMatch(/1 Şampun .*3 əd\. \/ шт\. 12,50 31,78 5,72 37,50/);
    expect(t).toContain('Sözlə: Otuz yeddi manat əlli qəpik');
    expect(t).toContain('Прописью: Тридцать семь манатов пятьдесят гяпиков');
    expect(t).toContain('Ödəniləcək məbləğ: / К оплате: 37,50 AZN');
  });

  it('a credit note names the invoice it reverses and the amount returned', async () => {
    const t = await text(await renderDocument(snapshot('az', 'credit')));
    expect(t).toContain('Kredit qeydi № VA-KQ-2026-000001');
    expect(t).toContain('Hesab-faktura № VA-2026-000009, 20.11.2026 tarixli, ləğv edilir');
    expect(t).toContain('Geri qaytarılan məbləğ: 37,50 AZN');
  });
});
