/** The site footer (docs/architecture.md §Pages): useful links, company details (docs/architecture.md §Configuration), social links. */
import { AppLink } from './app-link';
import { CATEGORIES, categoryUrl } from '../../domain/categories';
import { SITE } from '../../domain/site';
import { usePublicContact } from './shop-settings';
import { NAV, POLICY_LINKS, UI } from '../../domain/storefront-text';
import { LogoMark } from './icons';

const heading = 'text-sm font-semibold uppercase tracking-wide text-white';
const link = 'text-slate-300 hover:text-white hover:underline';

export function Footer() {
  const shop = usePublicContact();
  const licence = shop.licence;
  return (
    <footer className="mt-16 bg-slate-900 text-sm text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <LogoMark /> {SITE.name}
          </p>
          <p className="mt-3 leading-relaxed">{SITE.tagline}</p>
          <p className="mt-3 text-xs leading-relaxed text-slate-400">
            {shop.identity}
            {licence && (
              <>
                <br />
                {licence}
              </>
            )}
          </p>
        </div>
        <nav aria-label={UI.usefulLinks}>
          <h2 className={heading}>{UI.usefulLinks}</h2>
          <ul className="mt-4 space-y-2">
            {NAV.map((item) => (
              <li key={item.to}>
                <AppLink to={item.to} className={link}>
                  {item.label}
                </AppLink>
              </li>
            ))}
            <li>
              <AppLink to="/my-orders" className={link}>
                {UI.myOrders}
              </AppLink>
            </li>
            <li>
              <AppLink to={POLICY_LINKS.terms} className={link}>
                {UI.termsLink}
              </AppLink>
            </li>
            <li>
              <AppLink to={POLICY_LINKS.returns} className={link}>
                {UI.returnsLink}
              </AppLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={UI.categories}>
          <h2 className={heading}>{UI.categories}</h2>
          <ul className="mt-4 space-y-2">
            {CATEGORIES.map((category) => (
              <li key={category.path}>
                <AppLink to={categoryUrl(category.path)} className={link}>
                  {category.text}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={heading}>{UI.contactUs}</h2>
          <address className="mt-4 space-y-2 not-italic">
            <p>{shop.address}</p>
            {shop.phones.map((phone) => (
              <p key={phone.href}>
                <a href={phone.href} className={link} data-testid="footer-phone">
                  {phone.text}
                </a>
              </p>
            ))}
            <p>
              <a href={`mailto:${shop.email}`} className={link}>
                {shop.email}
              </a>
            </p>
            <p>{shop.workingHours}</p>
          </address>
          <h2 className={`${heading} mt-6`}>{UI.followUs}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {shop.links.map((s) => (
              <li key={s.href}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-block rounded-full border border-slate-600 px-3 py-1.5 text-slate-200 hover:border-white hover:text-white"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-800 px-4 py-5 text-center text-xs text-slate-400">
        {UI.rights(new Date().getFullYear(), shop.legalTitle)}
      </p>
    </footer>
  );
}
