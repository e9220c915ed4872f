/** The logged-in visitor's header menu: My account, My orders, Quick order, Saved lists and Logout (account-menu.tsx loads it). */
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { AppLink } from '../shared/app-link';
import { useInLang, useText } from '../../lib/text';
import { UserIcon } from '../shared/icons';
import { useShop } from '../shared/shop-context';
import { useAnswerNotice } from '../shared/answer-notices';

export function UserMenu() {
  const { UI } = useText();
  const inLang = useInLang();
  const { user } = useShop();
  const logout = useFetcher();
  useAnswerNotice(logout);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !box.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!user) return null; // AccountMenu renders this for a logged-in visitor only
  const item = 'account-menu-item';
  return (
    <div ref={box} className="relative flex min-w-0">
      {/* before hydration the button leads to /account, which has the same links */}
      <form method="get" action={inLang('/account')} id="account-menu-form" />
      <button
        id="account-button"
        type="submit"
        form="account-menu-form"
        aria-expanded={open}
        aria-haspopup="true"
        title={user.name}
        onClick={(e) => {
          e.preventDefault();
          setOpen(!open);
        }}
        className="account-button"
      >
        <UserIcon className="shrink-0" />
        {/* a long name is cut with an ellipsis to the room the header has left, never wrapped (issue 20) */}
        <span className="hidden min-w-0 max-w-40 truncate sm:inline">{user.name}</span>
        <span className="sr-only sm:hidden">{UI.account}</span>
      </button>
      {open && (
        <div className="account-menu">
          <AppLink to="/account" className={item} onClick={() => setOpen(false)}>
            {UI.account}
          </AppLink>
          <AppLink to="/my-orders" className={item} onClick={() => setOpen(false)}>
            {UI.myOrders}
          </AppLink>
          <AppLink to="/quick-order" className={item} onClick={() => setOpen(false)}>
            {UI.quickOrder}
          </AppLink>
          <AppLink to="/account/lists" className={item} onClick={() => setOpen(false)}>
            {UI.orderLists}
          </AppLink>
          {/* the one logout: the account's action; the page stays and loads again without the account */}
          <logout.Form method="post" action={inLang('/account')} onSubmit={() => setOpen(false)}>
            <input type="hidden" name="intent" value="logout" />
            <button type="submit" className={item}>
              {UI.logout}
            </button>
          </logout.Form>
        </div>
      )}
    </div>
  );
}
