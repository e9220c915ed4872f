import { Suspense } from 'react';
import { lazyPart } from '../lib/lazy-part';
import { redirect } from 'react-router';
import { AppLink } from '../components/shared/app-link';
import { categorySegment, categoryUrl, productUrl, type CategoryPath } from '../../domain/catalog/categories';
import { imageUrl } from '../../domain/catalog/images';
import { formatExpiry } from '../../domain/stock/batches';
import { BuyBox } from '../components/catalog/buy-box';
import { ProductContact } from '../components/catalog/product-contact';
import { Container, SectionTitle } from '../components/shared/page-heading';
import { ProductGallery } from '../components/catalog/product-gallery';
import { SizePicker } from '../components/catalog/size-picker';
import { VetBadges, VetFactsTable } from '../components/vet/vet-facts';
import { LazyRouteError } from '../components/shared/route-error-lazy';
import { pageLoader } from '../lib/http.server';
import { toCards } from '../lib/catalog/product-cards';
import { withCardPrices } from '../../domain/trade/card-prices';
import { metaDescription, productJsonLd } from '../lib/catalog/product-jsonld';
import { vetFactsView } from '../lib/catalog/vet-facts-view';
import { seoTags } from '../lib/seo';
import { contactHrefs } from '../../domain/settings/shop-details';
import type { Route } from './+types/product';
import { textsOf, useText } from '../lib/text';
import { useContent } from '../lib/content';
import { inLang } from '../../domain/content/content-lang';
import { pageText, requestLang, serverTexts } from '../lib/text.server';
import { buyerPrices } from '../lib/trade/trade-prices.server';

/** The similar products are below the fold and their add-to-cart buttons are plain forms until
 * hydrated (decision 0027): the cards' code is fetched beside the page's, not in its first load,
 * and React hydrates the grid when it arrives (the server's HTML stays meanwhile; decision 0085). */
const SimilarProducts = lazyPart(() =>
  import('../components/catalog/similar-products').then((m) => ({ default: m.SimilarProducts })),
);

// the tags are made by the loader, so the SEO and JSON-LD code stays out of the page's JavaScript (decision 0020)
export function meta({ data, matches }: Route.MetaArgs) {
  const { NOT_FOUND_PAGE, PAGE } = textsOf(matches);
  return data ? data.head : [{ title: PAGE.title(NOT_FOUND_PAGE.title) }];
}

export const loader = pageLoader(async ({ params, context, request }: Route.LoaderArgs) => {
  const { catalog, settings, expiryShown } = context.services;
  const product = await catalog.getProduct(params.id);
  const lang = requestLang(request);
  const texts = serverTexts(lang);
  const { PAGE } = texts;
  // the name and description the page's head, JSON-LD and WhatsApp message give (issue 36)
  const shown = inLang(lang, product);
  if (params.category !== categorySegment(product.category)) throw redirect(productUrl(product), 301);
  const url = `${context.origin}${productUrl(product)}`;
  const [similar, family, shop, expiry] = await Promise.all([
    catalog.similarProducts(product),
    catalog.familyOf(product),
    settings.getSettings(),
    product.inStock ? expiryShown.earliestExpiry(product._id) : null,
  ]);
  // trade customers (issue 33): this buyer's price and rule, and their similar products and sizes at
  // their prices; null for everyone else
  const prices = await buyerPrices(context, [product, ...similar, ...family]);
  const image = product.image[0] ? imageUrl(product.image[0], 1200) : undefined;
  const description = metaDescription(shown.description || shown.name);
  // the facts' names stay Azerbaijani on a Russian page too, as they always were
  const jsonLd = productJsonLd(shown, context.origin, url, serverTexts('az').VET_TEXT);
  return {
    head: [
      ...seoTags(context.origin, new URL(request.url), {
        title: PAGE.title(shown.name),
        description,
        image,
        type: 'product',
      }),
      ...(jsonLd ? [{ 'script:ld+json': jsonLd }] : []),
    ],
    contact: contactHrefs(shop, texts.WHATSAPP.productMessage(shown.name, url)),
    product,
    // only what the picker shows travels in the loader data
    sizes: withCardPrices(
      family.map(({ _id, category, name, nameRu, packSize, offerPrice }) => ({
        _id,
        category,
        name: inLang(lang, { name, nameRu, description: '' }).name,
        packSize,
        offerPrice,
      })),
      prices,
    ),
    similar: withCardPrices(toCards(similar, texts, lang), prices),
    facts: vetFactsView(product, texts, lang),
    trade: prices?.[product._id] ?? null,
    // the earliest expiry this customer will receive (issue 41): "03.2027"
    expiryFrom: expiry ? formatExpiry(expiry.expiry, expiry.precision) : null,
    // a trade buyer's price block reads its words (issue 33); nobody else's page carries them
    ...(prices ? { text: pageText(request, ['TRADE_PRICE_UI']) } : {}),
  };
});

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { CATEGORY_NAMES, NAV, PAGE_MSG, UI } = useText();
  const { product, similar, sizes, facts, contact, trade, expiryFrom } = loaderData;
  const name = useContent(product.name, product.nameRu);
  const description = useContent(product.description, product.descriptionRu);
  return (
    <Container>
      <nav aria-label={UI.breadcrumb} className="breadcrumb">
        <ol>
          <li>
            <AppLink to="/products">{NAV[3].label}</AppLink> /
          </li>
          <li>
            <AppLink to={categoryUrl(product.category)}>{CATEGORY_NAMES[product.category as CategoryPath]}</AppLink> /
          </li>
          <li aria-current="page" lang={name.lang}>
            {name.text}
          </li>
        </ol>
      </nav>
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery name={name.text} images={product.image} />
        <div>
          <p className="text-sm font-medium text-slate-600">{CATEGORY_NAMES[product.category as CategoryPath]}</p>
          <h1 className="product-title" lang={name.lang}>
            {name.text}
          </h1>
          <VetBadges view={facts} />
          <SizePicker current={product._id} sizes={sizes} label={facts.sizesLabel} />
          <BuyBox product={product} trade={trade} expiryFrom={expiryFrom} />
          <ProductContact contact={contact} />
          <VetFactsTable view={facts} />
          {description.text && (
            <section aria-labelledby="product-description" className="mt-8">
              <h2 id="product-description" className="text-lg font-bold text-slate-900">
                {UI.description}
              </h2>
              <p className="product-description" lang={description.lang}>
                {description.text}
              </p>
            </section>
          )}
        </div>
      </div>
      <section aria-labelledby="similar-products" className="mt-14">
        <SectionTitle id="similar-products">{UI.similarProducts}</SectionTitle>
        {similar.length ? (
          <Suspense fallback={null}>
            <SimilarProducts products={similar} />
          </Suspense>
        ) : (
          <p className="text-slate-600">{PAGE_MSG.noSimilar}</p>
        )}
      </section>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LazyRouteError error={error} />;
}
