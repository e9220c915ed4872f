import { LegalLine } from '../components/shared/seller-legal';
import { Container, PageTitle, SectionTitle } from '../components/shared/page-heading';
import { RouteError } from '../components/shared/route-error';
import { seo, errorMeta } from '../lib/seo';
import type { Route } from './+types/about';
import { textsOf, useText } from '../lib/text';

export function meta(args: Route.MetaArgs) {
  if (args.error) return errorMeta();
  const { PAGE } = textsOf(args.matches);
  return seo(args, { title: PAGE.title(PAGE.about.title), description: PAGE.about.description });
}

export default function About() {
  const { PAGE } = useText();
  const text = PAGE.about;
  return (
    <Container className="max-w-4xl">
      <PageTitle>{text.title}</PageTitle>
      <div className="space-y-4 text-lg leading-relaxed text-slate-700">
        {text.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <dl className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {text.facts.map((fact) => (
          <div key={fact.label} className="rounded-2xl bg-teal-50 p-5 text-center">
            <dt className="text-sm text-slate-700">{fact.label}</dt>
            <dd className="order-first text-3xl font-bold text-primary">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="about-values" className="mt-12">
        <SectionTitle id="about-values">{text.valuesTitle}</SectionTitle>
        <ul className="grid gap-4 sm:grid-cols-3">
          {text.values.map((value) => (
            <li key={value.title} className="rounded-2xl border border-slate-200 p-5">
              <h3 className="font-semibold text-slate-900">{value.title}</h3>
              <p className="mt-2 text-slate-600">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <p className="mt-10 text-sm text-slate-600">
        <LegalLine />
      </p>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
