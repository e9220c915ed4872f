/** The header's login button, or once logged in a menu with My account, My orders and Logout.
 * Both work before hydration as plain GET forms (to /login and /account). The logged-in menu is
 * in the first load: loaded lazily (decision 0085) it was not there when a login in the dialog
 * returned focus to it, and the focus was lost (storefront-checkout.spec.ts). */
import { useLocation } from 'react-router';
import { returnPath } from '../../lib/return-path';
import { useShop } from '../shared/shop-context';
import { Button } from '../shared/ui';
import { UserMenu } from './user-menu';
import { useInLang, useText } from '../../lib/text';

export function AccountMenu() {
  const { UI } = useText();
  const inLang = useInLang();
  const { user, openAuth } = useShop();
  const location = useLocation();
  if (user) return <UserMenu />;
  // before hydration the button leads to the /login page; afterwards it opens the dialog
  return (
    <form method="get" action={inLang('/login')}>
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
