/** The site header (docs/architecture.md §Pages): navigation, product search, cart badge and account. */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from './app-link';
import { distinctCount } from '../../../domain/cart/cart';
import { SITE } from '../../../domain/settings/site';
import { AccountMenu } from '../accounts/account-menu';
import { LanguageSwitch } from './language-switch';
import { CartIcon, CloseIcon, LogoMark, MenuIcon } from './icons';
import { SearchBox } from '../search/search-box';
import { useShop } from './shop-context';
import { useText } from '../../lib/text';

/** As <NavLink>: a section is current on its own page and the pages under it; home only on itself. */
const isCurrent = (pathname: string, to: string) => pathname === to || (to !== '/' && pathname.startsWith(`${to}/`));

function NavItems({ pathname, itemClass = '' }: { pathname: string; itemClass?: string }) {
  const { NAV } = useText();
  return NAV.map((link) => {
    const current = isCurrent(pathname, link.to);
    return (
      <li key={link.to}>
        <AppLink to={link.to} aria-current={current ? 'page' : undefined} className={`${itemClass} nav-link`}>
          {link.label}
        </AppLink>
      </li>
    );
  });
}

function CartLink() {
  const { UI } = useText();
  const count = distinctCount(useShop().cart);
  return (
    <AppLink to="/cart" className="icon-button relative" aria-label={UI.cartWithCount(count)}>
      <CartIcon className="h-6 w-6" />
      <span data-testid="cart-count" aria-hidden="true" className="cart-badge">
        {count}
      </span>
    </AppLink>
  );
}

export function Header() {
  const { UI } = useText();
  // the menu belongs to the page it was opened on: any navigation closes it
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.key;

  return (
    <header className="site-header">
      <div className="site-header-bar">
        <AppLink to="/" className="flex shrink-0 items-center gap-2" aria-label={UI.homeLink}>
          <LogoMark />
          <span className="site-name">{SITE.name}</span>
        </AppLink>
        <nav aria-label={UI.mainNav} className="ml-2 hidden shrink-0 lg:block xl:ml-4">
          <ul className="flex items-center gap-1">
            <NavItems pathname={location.pathname} />
          </ul>
        </nav>
        <SearchBox id="search-desktop" className="ml-auto hidden min-w-32 max-w-80 flex-1 md:block" />
        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2 md:ml-0">
          <LanguageSwitch className="hidden md:block" />
          <CartLink />
          <AccountMenu />
          <button
            type="button"
            className="icon-button lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? UI.closeMenu : UI.openMenu}
            onClick={() => setOpenOn(menuOpen ? null : location.key)}
          >
            {menuOpen ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
          </button>
        </div>
      </div>
      {/* on a phone the first row is full: the language switch sits beside the search */}
      <div className="flex items-center gap-2 px-4 pb-3 md:hidden">
        <SearchBox id="search-mobile" className="min-w-0 flex-1" />
        <LanguageSwitch />
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label={UI.mainNav}
          className="border-t border-slate-200 bg-white px-4 py-2 lg:hidden"
        >
          <ul className="mx-auto flex max-w-7xl flex-col">
            <NavItems pathname={location.pathname} itemClass="block py-3 text-base" />
          </ul>
        </nav>
      )}
    </header>
  );
}
