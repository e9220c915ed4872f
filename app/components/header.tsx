/** The site header (spec §2): navigation, product search, cart badge and account. */
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { distinctCount } from '../../domain/cart';
import { SITE } from '../../domain/site';
import { NAV, UI } from '../../domain/storefront-text';
import { AccountMenu } from './account-menu';
import { CartIcon, CloseIcon, LogoMark, MenuIcon } from './icons';
import { SearchBox } from './search-box';
import { useShop } from './shop-context';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'text-primary bg-teal-50' : 'text-slate-700 hover:text-primary hover:bg-slate-50'}`;

function CartLink() {
  const count = distinctCount(useShop().cart);
  return (
    <Link
      to="/cart"
      className="relative grid h-10 w-10 place-items-center rounded-full text-slate-700 hover:bg-slate-100"
      aria-label={UI.cartWithCount(count)}
    >
      <CartIcon className="h-6 w-6" />
      <span
        data-testid="cart-count"
        aria-hidden="true"
        className="absolute -right-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-xs font-semibold text-white"
      >
        {count}
      </span>
    </Link>
  );
}

export function Header() {
  // the menu belongs to the page it was opened on: any navigation closes it
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.key;

  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6">
        <Link to="/" className="flex shrink-0 items-center gap-2" aria-label={UI.homeLink}>
          <LogoMark />
          <span className="whitespace-nowrap text-base font-bold tracking-tight text-slate-900 max-[379px]:hidden sm:text-lg">
            {SITE.name}
          </span>
        </Link>
        <nav aria-label={UI.mainNav} className="ml-4 hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={navClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <SearchBox id="search-desktop" className="ml-auto hidden w-64 md:block xl:w-80" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2 md:ml-0">
          <CartLink />
          <AccountMenu />
          <button
            type="button"
            className="grid h-10 w-10 place-items-center rounded-full text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? UI.closeMenu : UI.openMenu}
            onClick={() => setOpenOn(menuOpen ? null : location.key)}
          >
            {menuOpen ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
          </button>
        </div>
      </div>
      <div className="px-4 pb-3 md:hidden">
        <SearchBox id="search-mobile" />
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label={UI.mainNav}
          className="border-t border-slate-200 bg-white px-4 py-2 lg:hidden"
        >
          <ul className="mx-auto flex max-w-7xl flex-col">
            {NAV.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className={(state) => `block ${navClass(state)} py-3 text-base`}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
