/** The site footer (docs/architecture.md §Pages): useful links, company details (docs/architecture.md §Configuration), social links. */
import { AppLink } from './app-link';
import { CATEGORIES, categoryUrl } from '../../../domain/catalog/categories';
import { SITE } from '../../../domain/settings/site';
import { usePublicContact } from './shop-settings';
import { POLICY_LINKS } from '../../../domain/settings/site';
import { LogoMark } from './icons';
import { LanguageSwitch } from './language-switch';
import { useContentLang, useText } from '../../lib/text';

const heading = 'footer-heading';
const link = 'footer-link';

export function Footer() {
  const contentLang = useContentLang();
  const { CATEGORY_NAMES, NAV, UI } = useText();
  const shop = usePublicContact();
  const licence = shop.licence;
  return (
    <footer className="site-footer">
      <div className="site-footer-grid">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <LogoMark /> {SITE.name}
          </p>
          <p className="mt-3 leading-relaxed">{UI.tagline}</p>
          <p className="mt-3 text-xs leading-relaxed text-slate-400" lang={contentLang}>
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
                  {CATEGORY_NAMES[category.path]}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={heading}>{UI.contactUs}</h2>
          <address className="mt-4 space-y-2 not-italic" lang={contentLang}>
            <p>{shop.address}</p>
            {shop.phones.map((phone) => (
              <p key={phone.href}>
                <a href={phone.href} className={`${link} whitespace-nowrap`} data-testid="footer-phone">
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
                <a href={s.href} rel="noopener noreferrer" target="_blank" className="footer-chip">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="footer-legal">
        <p>{UI.rights(new Date().getFullYear(), shop.legalTitle)}</p>
        <LanguageSwitch long className="mt-2" />
      </div>
    </footer>
  );
}
