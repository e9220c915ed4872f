/** The documents ride on the customer's e-mails through a real SMTP server (issue 34 item 3):
 * the prepaid order's confirmation carries its proforma, the completion mail its hesab-faktura,
 * each a PDF whose text names it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.ts';
import { buyerIn, complete, pdfText, placeOrder, setZones } from '../../helpers/invoices.ts';
import { startSmtpServer, type ReceivedMail } from '../../helpers/smtp.ts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => void (smtp = await startSmtpServer()));
afterAll(() => smtp?.close());
const t = useTestApp({ env: () => ({ SMTP_URL: smtp.url }), mailer: { intervalMs: 200, retryBaseMs: 100 } });

/** The mail's PDF part: its file name and bytes. */
function attachment(mail: ReceivedMail): { filename: string; pdf: Buffer } {
  const part = /Content-Type: application\/pdf;?\s*name="?([^"\r\n]+)"?[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(
    mail.raw,
  );
  expect(part, 'a PDF part').not.toBeNull();
  return { filename: part![1], pdf: Buffer.from(part![2].replace(/\s/g, ''), 'base64') };
}

describe('documents on the customer’s e-mails', () => {
  it('the proforma on the confirmation of an order paid in advance; the invoice on completion', async () => {
    await setZones(t);
    const b = await buyerIn(t, 'Şəki', 'Aygün Məmmədova');
    const p = await t.createProduct({ offerPrice: 12.5 });
    const order = await placeOrder(t, b, [{ product: p._id, quantity: 2 }]);
    const confirmation = await smtp.waitFor((m) => m.to.includes(b.email), 10_000);
    const proforma = attachment(confirmation);
    expect(proforma.filename).toBe(`PF-${order.number}.pdf`);
    const text = await pdfText(proforma.pdf);
    expect(text).toContain(`Proforma hesab № PF-${order.number}`);
    expect(text).toContain(`Ödənişin təyinatı: Sifariş № ${order.number}`);

    await complete(t, order._id);
    const done = await smtp.waitFor((m) => m.to.includes(b.email) && /Hesab-faktura/.test(m.subject), 10_000);
    const invoice = attachment(done);
    expect(invoice.filename).toMatch(/^VA-\d{4}-000001\.pdf$/);
    expect(await pdfText(invoice.pdf)).toContain(`Hesab-faktura № ${invoice.filename.replace('.pdf', '')}`);
  });
});
