/** A labelled input with a hint and its validation message underneath (docs/architecture.md §Validation). */
import { useState, type InputHTMLAttributes } from 'react';
import { useHydrated } from '../../lib/hydrated';
import { useText } from '../../lib/text';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
};

const inputClass = (error?: string) =>
  `mt-1 block h-11 w-full rounded-lg border bg-white px-3 text-base focus:border-primary focus:outline-none focus:ring-2 focus:ring-teal-600/30 ${error ? 'border-red-600' : 'border-slate-300'}`;

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className="block text-sm font-medium text-slate-700">
      {label}
      {required && (
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

function Notes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

export function Field({ id, label, error, hint, required, className = '', ...input }: FieldProps) {
  return (
    <div className={className}>
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint && !error ? hint : undefined, error)}
        aria-required={required || undefined}
        className={inputClass(error)}
        {...input}
      />
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A password input with a show/hide toggle (once JavaScript runs) and the rule shown before the first try. */
export function PasswordField({
  id,
  label,
  error,
  hint,
  required,
  className = '',
  ...input
}: Omit<FieldProps, 'type'>) {
  const { AUTH_UI } = useText();
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  return (
    <div className={className}>
      <Label id={id} label={label} required={required} />
      <div className="relative">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint && !error ? hint : undefined, error)}
          aria-required={required || undefined}
          className={`${inputClass(error)} pr-24`}
          {...input}
        />
        {hydrated && (
          <button
            type="button"
            aria-pressed={shown}
            aria-controls={id}
            onClick={() => setShown(!shown)}
            className="absolute right-1 top-1 h-9 rounded-md px-2 text-sm font-semibold text-primary hover:bg-teal-50"
          >
            {shown ? AUTH_UI.hidePassword : AUTH_UI.showPassword}
          </button>
        )}
      </div>
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The first message per field of a failed zod parse. */
export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Moves focus to the first field the form marked invalid, so a phone user sees what to fix (the message sits under it). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
