/** The toaster of docs/architecture.md §Constants, mounted after hydration (app/lib/toast.ts). */
import { useEffect, useState } from 'react';
import { NOTICE_OPTIONS } from '../../lib/toast';

type ToasterType = typeof import('react-hot-toast').Toaster;

export function ToastHost() {
  const [Toaster, setToaster] = useState<ToasterType | null>(null);
  useEffect(() => {
    let live = true;
    void import('react-hot-toast').then((m) => live && setToaster(() => m.Toaster));
    return () => {
      live = false;
    };
  }, []);
  // docs/architecture.md §Constants: top centre; at most 20 at once is the library's own limit. Durations per kind: a global
  // duration would also end loading notices, which stay until dismissed (the library's default).
  // Placed below the sticky header (--notice-top), so a notice never covers the cart, account or search.
  return Toaster ? (
    <Toaster position="top-center" containerStyle={{ top: 'var(--notice-top)' }} toastOptions={NOTICE_OPTIONS} />
  ) : null;
}
