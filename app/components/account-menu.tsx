/** The header's login button, or once logged in a menu with My account, My orders and Logout.
 * Both work before hydration as plain GET forms (to /login and /account). The logged-in menu's
 * code (user-menu.tsx) is fetched beside the page's, not in its first load: most visitors have
 * no account, and its button is a plain form until React hydrates it (decision 0085). */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { returnPath } from '../lib/return-path';
import { useShop } from './shop-context';
import { Button } from './ui';
import { useText } from '../lib/text';

const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

export function AccountMenu() {
  const { UI } = useText();
  const { user, openAuth } = useShop();
  const location = useLocation();
  if (user)
    return (
      <Suspense fallback={null}>
        <UserMenu />
      </Suspense>
    );
  // before hydration the button leads to the /login page; afterwards it opens the dialog
  return (
    <form method="get" action="/login">
      <input type="hidden" name="redirectTo" value={returnPath(location)} />
      <Button
        type="submit"
        onClick={(e) => {
          e.preventDefault();
          openAuth();
        }}
        variant="primary"
        className="h-10 whitespace-nowrap px-3 text-sm sm:px-4"
      >
        {UI.login}
      </Button>
    </form>
  );
}
