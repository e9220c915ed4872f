/** The shop's one button and one banner (issue 21). Each look is named once in
 * app.css (`.btn-*`, `.banner-*`), so a `<button>` and a link that looks like
 * one (`buttonClass`) match, and a page's JavaScript carries a short class name,
 * not the utilities. Storefront buttons are pills; the seller panel's are
 * squarer (`panel*`). One module, so both travel in one small chunk. */
import type { ButtonHTMLAttributes, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'panel' | 'panel-danger' | 'whatsapp' | 'call';

/** The classes of a button's look, with `extra` (margins, width) after them. */
export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `btn btn-${variant}${extra ? ` ${extra}` : ''}`;
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

/** A refusal (`role="alert"`, red) or a notice (`role="status"`, teal) in the page. */
export function Banner({
  tone = 'error',
  className = '',
  children,
}: {
  tone?: 'error' | 'notice';
  className?: string;
  children: ReactNode;
}) {
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`banner-${tone}${className ? ` ${className}` : ''}`}>
      {children}
    </p>
  );
}
