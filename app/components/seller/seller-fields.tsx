/** Form controls of the seller panel, each with its visible label. */
import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { Button } from '../shared/ui';
import { useText } from '../../lib/text';

export const inputClass = 'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 outline-none focus:border-primary';
/** A message beside its field (decision 0050): red, announced with the field. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-normal text-red-700">
      {message}
    </p>
  );
}

/** The props a control takes from its field: invalid and described by its message. */
const errorProps = (errorId: string, error?: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};

/** A required field shows a red star; the input's `required` tells assistive technology. */
function Field({
  label,
  required,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  error?: { id: string; message?: string };
  children: ReactNode;
}) {
  const { SELLER_TEXT } = useText();
  // the message sits after the label, not in it: the field's name stays its label, the message its description
  const field = (
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
  // always wrapped, so a message appearing does not remount the input (and lose what was typed)
  return (
    <div>
      {field}
      {error && <FieldError {...error} />}
    </div>
  );
}

type Own = { label: string; error?: string };

export function TextInput({ label, error, ...rest }: Own & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Field label={label} required={rest.required} error={{ id, message: error }}>
      <input className={inputClass} {...errorProps(id, error)} {...rest} />
    </Field>
  );
}

export function TextArea({ label, error, ...rest }: Own & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Field label={label} required={rest.required} error={{ id, message: error }}>
      <textarea rows={5} className={`${inputClass} resize-y`} {...errorProps(id, error)} {...rest} />
    </Field>
  );
}

export function Select({ label, error, children, ...rest }: Own & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <Field label={label} error={{ id, message: error }}>
      <select className={`${inputClass} bg-white`} {...errorProps(id, error)} {...rest}>
        {children}
      </select>
    </Field>
  );
}

/** A part of a long form under its own heading (the product form on a phone). */
export function FormSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      </div>
      {children}
    </section>
  );
}

/** The submit button of an upload form, with the upload's progress beside it. */
export function UploadSubmit({ busy, progress, label }: { busy: boolean; progress: number | null; label: string }) {
  const { SELLER_TEXT } = useText();
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button type="submit" disabled={busy} variant="panel">
        {busy ? SELLER_TEXT.saving : label}
      </Button>
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
