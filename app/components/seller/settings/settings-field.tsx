/** One labelled field of the seller's settings and delivery forms, with its error beneath. */
import { useId } from 'react';
import { inputClass } from '../seller-fields';
import { useText } from '../../../lib/text';

type Props = {
  name: string;
  label: string;
  defaultValue?: string;
  error?: string;
  required?: boolean;
  multiline?: boolean;
  type?: string;
  className?: string;
  /** `ru` for a Russian text (issue 36). */
  lang?: string;
};

export function SettingsField({ name, label, defaultValue, error, required, multiline, type, className, lang }: Props) {
  const { SELLER_TEXT } = useText();
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    defaultValue,
    required,
    lang,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `${inputClass} ${error ? 'border-red-600' : ''}`,
  };
  return (
    <div className={multiline ? 'sm:col-span-2' : className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        {required && (
          <span className="ml-0.5 text-red-700" aria-hidden="true" title={SELLER_TEXT.requiredField}>
            *
          </span>
        )}
      </label>
      {multiline ? <textarea rows={10} {...common} /> : <input type={type ?? 'text'} {...common} />}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
