/** Form controls of the seller panel, each with its visible label. */
import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { SELLER_TEXT } from '../../../domain/seller-text';

export const inputClass = 'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 outline-none focus:border-primary';
export const primaryButton =
  'rounded-md bg-primary px-6 py-2.5 font-medium text-white hover:bg-primary-dull disabled:opacity-60';

/** A required field shows a red star; the input's `required` tells assistive technology. */
function Field({ label, required, children }: { label: string; required?: boolean; children: ReactNode }) {
  return (
    <label className="block text-sm font-medium">
      {label}
      {required && (
        <span className="ml-0.5 text-red-700" aria-hidden="true" title={SELLER_TEXT.requiredField}>
          *
        </span>
      )}
      {children}
    </label>
  );
}

export const TextInput = ({ label, ...rest }: { label: string } & InputHTMLAttributes<HTMLInputElement>) => (
  <Field label={label} required={rest.required}>
    <input className={inputClass} {...rest} />
  </Field>
);

export const TextArea = ({ label, ...rest }: { label: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) => (
  <Field label={label} required={rest.required}>
    <textarea rows={5} className={`${inputClass} resize-y`} {...rest} />
  </Field>
);

export const Select = ({ label, children, ...rest }: { label: string } & SelectHTMLAttributes<HTMLSelectElement>) => (
  <Field label={label}>
    <select className={`${inputClass} bg-white`} {...rest}>
      {children}
    </select>
  </Field>
);

/** The submit button of an upload form, with the upload's progress beside it. */
export function UploadSubmit({ busy, progress, label }: { busy: boolean; progress: number | null; label: string }) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? SELLER_TEXT.saving : label}
      </button>
      {progress !== null && (
        <div className="flex items-center gap-3 text-sm text-slate-600">
          <progress
            className="h-2 w-48 accent-primary"
            max={100}
            value={progress}
            aria-label={SELLER_TEXT.uploadProgress}
          />
          <span>{progress}%</span>
        </div>
      )}
    </div>
  );
}

export function PageHeading({ children }: { children: ReactNode }) {
  return <h1 className="mb-6 text-2xl font-semibold">{children}</h1>;
}

/** An on/off switch inside a form: the hidden input sends `true` or `false`,
 * so "off" is sent too (an unchecked checkbox sends nothing). */
export function FormSwitch({
  label,
  name,
  defaultChecked,
  hint,
}: {
  label: string;
  name: string;
  defaultChecked: boolean;
  hint?: string;
}) {
  const [checked, setChecked] = useState(defaultChecked);
  const hintId = useId();
  return (
    <div>
      <input type="hidden" name={name} value={String(checked)} />
      <label className="inline-flex cursor-pointer items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          role="switch"
          className="peer sr-only"
          checked={checked}
          onChange={(e) => setChecked(e.target.checked)}
          aria-describedby={hint ? hintId : undefined}
        />
        <span className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors peer-checked:bg-primary peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-500 after:absolute after:left-0.5 after:top-0.5 after:h-5 after:w-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5" />
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
