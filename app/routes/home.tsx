import { AppLink } from '../components/shared/app-link';
import { CategoryTiles } from '../components/catalog/category-tiles';
import { CheckIcon } from '../components/shared/icons';
import { InlineSvg } from '../components/shared/inline-svg';
import heroSvg from '../../public/hero.svg?raw';
import { Container, SectionTitle } from '../components/shared/page-heading';
import { ProductGrid } from '../components/catalog/product-card';
import { RouteError } from '../components/shared/route-error';
import { toCards } from '../lib/catalog/product-cards';
import { withCardPrices } from '../../domain/trade/card-prices';
import { seo, errorMeta } from '../lib/seo';
import { pageText, requestLang, serverTexts } from '../lib/text.server';
import { cardPrices } from '../lib/trade/trade-prices.server';
import type { Route } from './+types/home';
import { HOME_RECOMMENDED } from '../../domain/shared/limits';
import { buttonClass } from '../components/shared/ui';
import { textsOf, useText } from '../lib/text';

export function meta(args: Route.MetaArgs) {
  if (args.error) return errorMeta();
  const { PAGE } = textsOf(args.matches);
  return seo(args, { title: PAGE.home.title, description: PAGE.home.description });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const products = toCards(
    await context.services.catalog.listProducts({ inStock: true, limit: HOME_RECOMMENDED }),
    serverTexts(requestLang(request)),
    requestLang(request),
  );
  // a trade buyer's cards carry their prices (issue 33); null for everyone else
  const prices = await cardPrices(context, products);
  return {
    products: withCardPrices(products, prices),
    text: pageText(request, ['TESTIMONIALS']),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { PAGE, TESTIMONIALS, UI } = useText();
  const text = PAGE.home;
  return (
    <>
      <section className="bg-gradient-to-br from-teal-50 via-white to-amber-50">
        <Container className="grid items-center gap-8 py-12 sm:py-16 md:grid-cols-[1.2fr_1fr]">
          <div>
            <h1 className="text-3xl font-bold leading-tight tracking-tight text-slate-900 sm:text-4xl lg:text-5xl">
              {text.heroTitle}
            </h1>
            <p className="mt-4 max-w-xl text-base text-slate-700 sm:text-lg">{text.heroText}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <AppLink to="/products" className={buttonClass('primary')}>
                {text.heroCta}
              </AppLink>
              <AppLink
                to="/contact"
                className="rounded-full border border-primary px-6 py-3 font-semibold text-primary hover:bg-teal-50"
              >
                {text.heroSecondary}
              </AppLink>
            </div>
            <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
              {text.perks.map((perk) => (
                <li key={perk} className="flex items-center gap-1.5">
                  <CheckIcon className="h-4 w-4 text-primary" /> {perk}
                </li>
              ))}
            </ul>
          </div>
          <InlineSvg svg={heroSvg} className="mx-auto hidden aspect-[4/3] w-full max-w-md md:block" />
        </Container>
      </section>
      <Container>
        <section aria-labelledby="home-categories" className="mt-12">
          <SectionTitle id="home-categories">{text.categoriesTitle}</SectionTitle>
          <CategoryTiles />
        </section>
        <section aria-labelledby="home-recommended" className="mt-12">
          <div className="flex items-baseline justify-between gap-4">
            <SectionTitle id="home-recommended">{text.recommended}</SectionTitle>
            <AppLink to="/products" className="shrink-0 text-sm font-semibold text-primary hover:underline">
              {UI.viewAll}
            </AppLink>
          </div>
          <ProductGrid products={loaderData.products} />
        </section>
        <section aria-labelledby="home-testimonials" className="mt-14">
          <SectionTitle id="home-testimonials">{text.testimonialsTitle}</SectionTitle>
          <ul className="grid gap-5 md:grid-cols-3">
            {TESTIMONIALS.map((t) => (
              <li key={t.name} className="rounded-2xl border border-slate-200 bg-white p-6">
                <figure>
                  <blockquote className="text-slate-700">“{t.text}”</blockquote>
                  <figcaption className="mt-4 text-sm">
                    <span className="font-semibold text-slate-900">{t.name}</span>{' '}
                    <span className="text-slate-600">— {t.role}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
