/** The checkout's prescription step when the cart holds prescription-only items
 * (decision 0053): the prescribing vet and clinic, or a photo of the prescription,
 * and the call before delivery. Part of the order form: one action checks it all.
 * A refusal stands beside the fields it is about, which are marked invalid. */
import { useState } from 'react';
import type { PrescriptionField } from '../../../domain/vet/rx-fields';
import { useText } from '../../lib/text';

const input =
  'mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base focus:border-primary focus:outline-none focus:ring-2 focus:ring-teal-600/30 aria-invalid:border-red-600';

export function PrescriptionFields({
  names,
  values,
  error,
}: {
  names: string[];
  values?: Record<string, string>;
  /** the refusal and the fields it is about */
  error?: { message: string; fields: PrescriptionField[] };
}) {
  const { RX_TEXT } = useText();
  const [fileName, setFileName] = useState('');
  const wrong = (name: PrescriptionField) => Boolean(error?.fields.includes(name));
  /** a field the refusal is about: marked, and described by the refusal beside it */
  const invalid = (name: PrescriptionField, describedBy = '') =>
    wrong(name)
      ? { 'aria-invalid': true, 'aria-describedby': `rx-error ${describedBy}`.trim() }
      : describedBy
        ? { 'aria-describedby': describedBy }
        : {};
  return (
    <fieldset className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-3" data-testid="prescription">
      <legend className="px-1 text-sm font-semibold text-slate-900">{RX_TEXT.checkoutTitle}</legend>
      <p id="rx-lead" className="text-sm text-slate-800">
        {RX_TEXT.checkoutLead(names.join(', '))}
      </p>
      {error && (
        <p id="rx-error" role="alert" className="banner-error mt-3" data-testid="rx-error">
          {error.message}
        </p>
      )}
      <label htmlFor="rx-vet" className="mt-3 block text-sm font-medium text-slate-700">
        {RX_TEXT.vetName}
      </label>
      <input
        id="rx-vet"
        name="vetName"
        autoComplete="off"
        defaultValue={values?.vetName}
        className={input}
        {...invalid('vetName')}
      />
      <label htmlFor="rx-clinic" className="mt-3 block text-sm font-medium text-slate-700">
        {RX_TEXT.clinic}
      </label>
      <input
        id="rx-clinic"
        name="clinic"
        autoComplete="off"
        defaultValue={values?.clinic}
        className={input}
        {...invalid('clinic')}
      />
      <p className="rx-or" aria-hidden="true">
        {RX_TEXT.or}
      </p>
      {/* the browser's own button says "Choose File" in its language: the input is hidden and its
          label is the button, which opens the same picker with or without JavaScript */}
      <input
        id="rx-photo"
        name="prescriptionPhoto"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        className="rx-file-input sr-only"
        onChange={(e) => setFileName(e.currentTarget.files?.[0]?.name ?? '')}
        {...invalid('prescriptionPhoto', 'rx-photo-name rx-photo-hint')}
      />
      <label htmlFor="rx-photo" className="mt-1 block">
        <span className="block text-sm font-medium text-slate-700">{RX_TEXT.photo}</span>
        <span className="rx-file-button">{RX_TEXT.choosePhoto}</span>
      </label>
      <p id="rx-photo-name" className="mt-1 break-all text-sm text-slate-800" aria-live="polite">
        {fileName || RX_TEXT.noPhotoChosen}
      </p>
      <p id="rx-photo-hint" className="mt-1 text-xs text-slate-600">
        {RX_TEXT.photoHint}
      </p>
      <p className="mt-3 text-sm font-medium text-slate-900">{RX_TEXT.callNote}</p>
    </fieldset>
  );
}
