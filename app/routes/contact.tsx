import { hoursIn } from '../../domain/shared/fixed-words';
import { telHref, whatsappHref } from '../../domain/settings/shop-details';
import { POLICY_LINKS } from '../../domain/settings/site';
import { SITE } from '../../domain/settings/site';
import { AppLink } from '../components/shared/app-link';
import { Container, PageTitle } from '../components/shared/page-heading';
import { PhoneText } from '../components/shared/phone-text';
import { RouteError } from '../components/shared/route-error';
import { useShopSettings } from '../components/shared/shop-settings';
import { seo, errorMeta } from '../lib/seo';
import { pageText } from '../lib/text.server';
import type { Route } from './+types/contact';
import { textsOf, useContentLang, useLang, useText } from '../lib/text';
import { useLegalLines } from '../components/shared/seller-legal';

export async function loader({ request }: Route.LoaderArgs) {
  return { text: pageText(request, ['POLICY_TEXT', 'HOURS_WORDS']) };
}

export function meta(args: Route.MetaArgs) {
  if (args.error) return errorMeta();
  const { PAGE } = textsOf(args.matches);
  return seo(args, { title: PAGE.title(PAGE.contact.title), description: PAGE.contact.description });
}

const link = 'font-semibold text-primary hover:underline';

export default function Contact() {
  const { CONTACT_BUTTONS, HOURS_WORDS, PAGE, POLICY_TEXT } = useText();
  const text = PAGE.contact;
  const shop = useShopSettings();
  const contentLang = useContentLang();
  const hours = hoursIn(shop.workingHours, useLang(), HOURS_WORDS);
  const legal = useLegalLines(true);
  const rows: [string, React.ReactNode][] = [
    ...shop.phones.map((phone, i): [string, React.ReactNode] => [
      i === 0 ? text.phone : `${text.phone} ${i + 1}`,
      <a href={telHref(phone)} className={link} data-testid="contact-phone">
        <PhoneText e164={phone} />
      </a>,
    ]),
    ...(shop.whatsapp
      ? [
          [
            'WhatsApp',
            <a href={whatsappHref(shop.whatsapp)} target="_blank" rel="noopener noreferrer" className={link}>
              {CONTACT_BUTTONS.write} (<PhoneText e164={shop.whatsapp} />)
            </a>,
          ] as [string, React.ReactNode],
        ]
      : []),
    [
      text.email,
      <a href={`mailto:${shop.email}`} className={link}>
        {shop.email}
      </a>,
    ],
    [text.address, <span lang={contentLang}>{shop.address}</span>],
    [text.hours, <span lang={hours.lang}>{hours.text}</span>],
  ];
  return (
    <Container className="max-w-4xl">
      <PageTitle lead={text.intro}>{text.title}</PageTitle>
      <div className="grid gap-6 md:grid-cols-[1.4fr_1fr]">
        <section className="rounded-2xl border border-slate-200 p-6">
          <h2 className="text-lg font-bold text-slate-900">{SITE.name}</h2>
          <dl className="mt-4 space-y-4">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="mt-0.5 text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <div className="space-y-6">
          {shop.social.length > 0 && (
            <section className="rounded-2xl bg-teal-50 p-6">
              <h2 className="text-lg font-bold text-slate-900">{text.social}</h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {shop.social.map((s) => (
                  <li key={s.href}>
                    <a
                      href={s.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-block rounded-full bg-white px-4 py-2 font-semibold text-primary shadow-sm hover:bg-teal-100"
                    >
                      {s.label}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section className="rounded-2xl border border-slate-200 p-6 text-sm text-slate-700">
            <h2 className="text-lg font-bold text-slate-900">{text.legal}</h2>
            <ul className="mt-3 space-y-1.5" data-testid="legal-details">
              {legal.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
            <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1">
              <AppLink to={POLICY_LINKS.terms} className={link}>
                {POLICY_TEXT.terms.title}
              </AppLink>
              <AppLink to={POLICY_LINKS.returns} className={link}>
                {POLICY_TEXT.returns.title}
              </AppLink>
            </p>
          </section>
        </div>
      </div>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
