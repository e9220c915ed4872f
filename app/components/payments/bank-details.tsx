/** Where to transfer the money (issue 34 item 1): the shop's bank details from its settings, the
 * payment's purpose (the order's number, once it has one) and whether prices include ƏDV. Shown
 * at checkout for a transfer, on the order's page while it is unpaid. */
import { formatIban } from '../../../domain/payments/iban';
import { useShopSettings } from '../shared/shop-settings';
import { useText } from '../../lib/text';

export function BankDetails({ orderNumber }: { orderNumber?: number }) {
  const { PAYMENT_UI } = useText();
  const shop = useShopSettings();
  if (!shop.bankIban) return null;
  const rows: [string, string][] = [
    [PAYMENT_UI.recipient, `${shop.legalName} ${shop.legalForm}`.trim()],
    [PAYMENT_UI.voen, shop.taxId],
    [PAYMENT_UI.bank, shop.bankName],
    [PAYMENT_UI.bankCode, shop.bankCode],
    [PAYMENT_UI.corrAccount, shop.bankCorrAccount && formatIban(shop.bankCorrAccount)],
    [PAYMENT_UI.swift, shop.bankSwift],
    [PAYMENT_UI.iban, formatIban(shop.bankIban)],
    [PAYMENT_UI.purpose, orderNumber ? PAYMENT_UI.purposeOrder(String(orderNumber)) : PAYMENT_UI.purposeLater],
  ];
  return (
    <section
      aria-labelledby="bank-details-title"
      className="rounded-lg border border-slate-200 bg-white p-3 text-sm"
      data-testid="bank-details"
    >
      <h3 id="bank-details-title" className="font-semibold text-slate-900">
        {PAYMENT_UI.bankTitle}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {rows
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-600">{k}</dt>
              <dd className="break-all font-medium text-slate-900">{v}</dd>
            </div>
          ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        {shop.vatIncluded ? PAYMENT_UI.vatIncluded(String(shop.vatRate)) : PAYMENT_UI.vatExcluded(String(shop.vatRate))}
      </p>
    </section>
  );
}
