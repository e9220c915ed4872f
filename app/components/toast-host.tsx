/** The toaster of spec §9, mounted after hydration (app/lib/toast.ts). */
import { useEffect, useState } from 'react';

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
  // spec §9: top centre, at most 20 at once is the library's default; 2000 ms success, 4000 ms others.
  // Placed below the sticky header (--notice-top), so a notice never covers the cart, account or search.
  return Toaster ? (
    <Toaster position="top-center" containerStyle={{ top: 'var(--notice-top)' }} toastOptions={{ duration: 4000, success: { duration: 2000 } }} />
  ) : null;
}
