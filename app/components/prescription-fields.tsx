/** The checkout's prescription step when the cart holds prescription-only items
 * (decision 0053): the prescribing vet and clinic, or a photo of the prescription,
 * and the call before delivery. Part of the order form: one action checks it all. */
import { useText } from '../lib/text';

const input =
  'mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base focus:border-primary focus:outline-none focus:ring-2 focus:ring-teal-600/30';

export function PrescriptionFields({ names, values }: { names: string[]; values?: Record<string, string> }) {
  const { RX_TEXT } = useText();
  return (
    <fieldset className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-3" data-testid="prescription">
      <legend className="px-1 text-sm font-semibold text-slate-900">{RX_TEXT.checkoutTitle}</legend>
      <p id="rx-lead" className="text-sm text-slate-800">
        {RX_TEXT.checkoutLead(names.join(', '))}
      </p>
      <label htmlFor="rx-vet" className="mt-3 block text-sm font-medium text-slate-700">
        {RX_TEXT.vetName}
      </label>
      <input id="rx-vet" name="vetName" autoComplete="off" defaultValue={values?.vetName} className={input} />
      <label htmlFor="rx-clinic" className="mt-3 block text-sm font-medium text-slate-700">
        {RX_TEXT.clinic}
      </label>
      <input id="rx-clinic" name="clinic" autoComplete="off" defaultValue={values?.clinic} className={input} />
      <label htmlFor="rx-photo" className="mt-3 block text-sm font-medium text-slate-700">
        {RX_TEXT.photo}
      </label>
      <input
        id="rx-photo"
        name="prescriptionPhoto"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        aria-describedby="rx-photo-hint"
        className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-white file:px-4 file:py-2 file:font-semibold file:text-primary"
      />
      <p id="rx-photo-hint" className="mt-1 text-xs text-slate-600">
        {RX_TEXT.photoHint}
      </p>
      <p className="mt-3 text-sm font-medium text-slate-900">{RX_TEXT.callNote}</p>
    </fieldset>
  );
}
