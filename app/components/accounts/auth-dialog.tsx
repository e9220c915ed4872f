/** The login/register modal (docs/architecture.md §Order states, §Validation): a native modal <dialog> traps
 * focus, closes on Escape and gives focus back to the opener. */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { INLINE_ANSWER } from '../../lib/notices';
import { AuthForm } from './auth-form';
import { CloseIcon } from '../shared/icons';
import { useShop } from '../shared/shop-context';
import { useText } from '../../lib/text';

export function AuthDialog() {
  const { UI } = useText();
  const { authOpen, closeAuth } = useShop();
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (authOpen && !element.open) {
      element.showModal();
      element.querySelector<HTMLInputElement>('input:not([type=hidden])')?.focus(); // the first field, not the close button: the customer came to type
    }
    if (!authOpen && element.open) {
      element.close();
      // after a login the opener (the header's login button) is gone: keep focus in the header, not on <body>
      if (document.activeElement === document.body) document.getElementById('account-button')?.focus();
    }
  }, [authOpen]);

  // "Şifrəni unutmusunuz?" leaves the page: the dialog does not follow
  const shownOn = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname === shownOn.current) return;
    shownOn.current = location.pathname;
    closeAuth();
  }, [location.pathname, closeAuth]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="auth-title"
      onClose={closeAuth}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 shadow-2xl backdrop:bg-slate-900/50 sm:p-8"
    >
      <AuthForm
        fetcherKey={`${INLINE_ANSWER}auth-dialog`}
        onSignedIn={closeAuth}
        titleRow={(title) => (
          <div className="flex items-start justify-between gap-4">
            <h2 id="auth-title" className="text-xl font-bold text-slate-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={closeAuth}
              aria-label={UI.close}
              className="-mr-2 -mt-1 grid h-9 w-9 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon />
            </button>
          </div>
        )}
      />
    </dialog>
  );
}
