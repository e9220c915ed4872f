/** A labelled input with its validation message underneath (spec §5). */
import type { InputHTMLAttributes } from 'react';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string; required?: boolean };

export function Field({ id, label, error, required, className = '', ...input }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
        {required && <span className="text-red-700" aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required={required || undefined}
        className={`mt-1 block h-11 w-full rounded-lg border bg-white px-3 text-base focus:border-primary focus:outline-none focus:ring-2 focus:ring-teal-600/30 ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
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
