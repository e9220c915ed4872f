import { SITE } from '../../domain/site';
import { PAGE, pageTitle } from '../../domain/storefront-pages';
import { Container, PageTitle } from '../components/page-heading';
import { RouteError } from '../components/route-error';
import { seo } from '../lib/seo';
import type { Route } from './+types/contact';

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: pageTitle(PAGE.contact.title), description: PAGE.contact.description });
}

const link = 'font-semibold text-primary hover:underline';

export default function Contact() {
  const text = PAGE.contact;
  const rows: [string, React.ReactNode][] = [
    [
      text.phone,
      <a href={SITE.phoneHref} className={link}>
        {SITE.phone}
      </a>,
    ],
    [
      text.mobile,
      <a href={`tel:${SITE.mobile.replace(/\s/g, '')}`} className={link}>
        {SITE.mobile}
      </a>,
    ],
    [
      text.email,
      <a href={`mailto:${SITE.email}`} className={link}>
        {SITE.email}
      </a>,
    ],
    [text.address, SITE.address],
    [text.hours, SITE.workingHours],
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
          <section className="rounded-2xl bg-teal-50 p-6">
            <h2 className="text-lg font-bold text-slate-900">{text.social}</h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {SITE.social.map((s) => (
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
          <section className="rounded-2xl border border-slate-200 p-6 text-sm text-slate-700">
            <h2 className="text-lg font-bold text-slate-900">{text.legal}</h2>
            <ul className="mt-3 space-y-1.5">
              <li>{SITE.legalName}</li>
              <li>{SITE.taxId}</li>
              <li>{SITE.registration}</li>
              <li>{SITE.licence}</li>
            </ul>
          </section>
        </div>
      </div>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
