/** A link to a page of this site (decision 0030). React Router's <Link> resolves
 * its `to` against the matched routes and sets up prefetching on every render:
 * server CPU for every link, and a page has dozens (the render CPU is
 * measured by `npm run bench:http`). These paths are
 * absolute already, so the anchor is written as is; once hydrated, a plain
 * click navigates in the app as <Link> does, and `data-discover` lets React
 * Router learn the target's routes ahead, as it does for <Link>. */
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { langOfPath, pathInLang } from '../../../domain/i18n/lang';

export type AppPath = `/${string}`;

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: AppPath; ref?: Ref<HTMLAnchorElement> };

/** What <Link> leaves to the browser: other buttons, modified clicks (new tab, download), other targets. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { target } = event.currentTarget;
  return (
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self')
  );
}

/** `to` names the Azerbaijani address; on a Russian page the link goes to the Russian one
 * (decision 0100). `lang` set: that language's page (the language switch). */
export function AppLink({ to: path, onClick, hrefLang, ...rest }: Props) {
  const navigate = useNavigate();
  const here = langOfPath(useLocation().pathname);
  const to = pathInLang(path, hrefLang === 'az' || hrefLang === 'ru' ? hrefLang : here);
  function click(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    // as <Link>: the page's own address replaces its history entry instead of adding one
    void navigate(to, { replace: `${pathname}${search}${hash}` === to });
  }
  return <a {...rest} hrefLang={hrefLang} href={to} data-discover="true" onClick={click} />;
}
