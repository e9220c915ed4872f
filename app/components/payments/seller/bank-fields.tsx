/** The settings form's bank details and ƏDV (issue 34 item 1); the IBAN is checked (AZ format and
 * mod-97) by the same schema on the page and on the server. */
import type { ReactNode } from 'react';
import { useText } from '../../../lib/text';

type Field = (name: string, label: string, extra?: { required?: boolean; type?: string }) => ReactNode;

export function BankFields({ field, vatIncluded }: { field: Field; vatIncluded: boolean }) {
  const { BANK_FIELDS_TEXT: T } = useText();
  return (
    <fieldset
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 md:p-6"
      data-testid="bank-fields"
    >
      <legend className="px-1 font-semibold">{T.legend}</legend>
      <p className="text-sm text-slate-600 sm:col-span-2">{T.lead}</p>
      {field('bankName', T.bankName)}
      {field('bankCode', T.bankCode)}
      {field('bankIban', T.bankIban)}
      {field('bankCorrAccount', T.bankCorrAccount)}
      {field('bankSwift', T.bankSwift)}
      {field('vatRate', T.vatRate)}
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
        <input type="checkbox" name="vatIncluded" defaultChecked={vatIncluded} className="h-5 w-5" />
        {T.vatIncluded}
      </label>
      {field('prepayRemindDays', T.prepayRemindDays)}
      {field('prepayCancelDays', T.prepayCancelDays)}
      {field('termsRemindDays', T.termsRemindDays)}
    </fieldset>
  );
}
