/** Loads the login dialog (and the validation library it needs) only when a
 * visitor first asks for it, keeping it out of every page's first load. */
import { lazy, Suspense, useState } from 'react';
import { useShop } from '../shared/shop-context';

const AuthDialog = lazy(() => import('./auth-dialog').then((m) => ({ default: m.AuthDialog })));

export function AuthDialogLoader() {
  const { authOpen } = useShop();
  const [wanted, setWanted] = useState(false);
  if (authOpen && !wanted) setWanted(true); // once loaded, it stays mounted
  return wanted ? (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  ) : null;
}
