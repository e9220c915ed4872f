/** Form controls of the seller panel, each with its visible label. */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { SELLER_TEXT } from './texts';

export const inputClass = 'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 outline-none focus:border-primary';
export const primaryButton = 'rounded-md bg-primary px-6 py-2.5 font-medium text-white hover:bg-primary-dull disabled:opacity-60';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="block text-sm font-medium">
      {label}
      {children}
    </label>
  );
}

export const TextInput = ({ label, ...rest }: { label: string } & InputHTMLAttributes<HTMLInputElement>) => (
  <Field label={label}>
    <input className={inputClass} {...rest} />
  </Field>
);

export const TextArea = ({ label, ...rest }: { label: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) => (
  <Field label={label}>
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
          <progress className="h-2 w-48 accent-primary" max={100} value={progress} aria-label={SELLER_TEXT.uploadProgress} />
          <span>{progress}%</span>
        </div>
      )}
    </div>
  );
}

export function PageHeading({ children }: { children: ReactNode }) {
  return <h1 className="mb-6 text-2xl font-semibold">{children}</h1>;
}
