/** A product card and the grid of cards (in-stock products only, docs/architecture.md §Order states), with add to cart when priced. */
import { useId } from 'react';
import { AppLink } from '../shared/app-link';
import { productUrl, type CategoryPath } from '../../../domain/catalog/categories';
import { formatMoneyIn } from '../../../domain/shared/format';
import type { CardFacts, ProductCardData } from '../../lib/catalog/product-cards';
import { AddToCartForm } from '../cart/add-to-cart-form';
import { FewLeft } from './few-left';
import { ProductImage } from './product-image';
import { useShopSettings } from '../shared/shop-settings';
import { useLang, useText } from '../../lib/text';
import { useContent } from '../../lib/content';

const CARD_SIZES = '(min-width: 1280px) 280px, (min-width: 768px) 30vw, 50vw';

/** Card titles are h2 on a page whose only heading is the h1, h3 under a section heading. */
export type CardHeading = 'h2' | 'h3';

export function ProductCard({
  product,
  priority = false,
  heading: Heading = 'h3',
}: {
  product: ProductCardData;
  priority?: boolean;
  heading?: CardHeading;
}) {
  const name = useContent(product.name, product.nameRu);
  const lang = useLang();
  const titleId = useId();
  const buttonId = useId();
  const { CATEGORY_NAMES, UI } = useText();
  // "ask us" mode (decision 0053): a prescription-only product is not added from its card
  const askUs = useShopSettings().rxMode === 'ask' && Boolean(product.facts?.tags.some(([kind]) => kind === 'rx'));
  return (
    <li className="product-card">
      <ProductImage name={product.image[0]} alt="" sizes={CARD_SIZES} priority={priority} />
      <div className="product-card-body">
        <p className="product-card-category">{CATEGORY_NAMES[product.category as CategoryPath] ?? product.category}</p>
        <Heading className="product-card-title">
          <AppLink id={titleId} to={productUrl(product)} className="product-card-link" lang={name.lang}>
            {name.text}
          </AppLink>
        </Heading>
        {product.facts && <CardFactsLines facts={product.facts} />}
        <p className="product-card-price">
          {product.listPrice != null && <span className="sr-only">{UI.yourPrice}: </span>}
          {formatMoneyIn(lang, product.offerPrice)}
          {product.listPrice != null && (
            <span className="product-card-list-price">
              <span className="sr-only">{UI.retailPrice}: </span>
              <s>{formatMoneyIn(lang, product.listPrice)}</s>
            </span>
          )}
        </p>
        {product.fewLeft && <FewLeft product={{ fewLeft: true, stockLeft: product.stockLeft ?? null }} />}
        {product.offerPrice != null && !askUs && (
          // above the card's stretched link, so the button gets the click
          <AddToCartForm productId={product._id} className="product-card-form">
            {/* one of each product: the cart action's default quantity */}
            <button
              type="submit"
              name="intent"
              value="add"
              id={buttonId}
              // a name only in Azerbaijani on a Russian page is read from its title, marked lang="az"
              {...(name.lang
                ? { 'aria-labelledby': `${buttonId} ${titleId}` }
                : { 'aria-label': UI.addToCartOf(name.text) })}
              className="product-card-button"
            >
              {UI.addToCart}
            </button>
          </AddToCartForm>
        )}
      </div>
    </li>
  );
}

function CardFactsLines({ facts }: { facts: CardFacts }) {
  return (
    <>
      {facts.lines.map((line, i) => (
        <p key={line} className="product-card-facts" lang={i === 0 ? facts.substanceLang : undefined}>
          {line}
        </p>
      ))}
      {facts.tags.length > 0 && (
        <p className="product-card-tags">
          {facts.tags.map(([kind, text]) => (
            <span key={kind} className={`vet-badge vet-badge-${kind}`}>
              {text}
            </span>
          ))}
        </p>
      )}
    </>
  );
}

export function ProductGrid({
  products,
  eagerCount = 0,
  heading,
}: {
  products: ProductCardData[];
  eagerCount?: number;
  heading?: CardHeading;
}) {
  const { PAGE_MSG } = useText();
  if (!products.length)
    return <p className="rounded-xl bg-slate-50 px-4 py-10 text-center text-slate-600">{PAGE_MSG.noProducts}</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4">
      {products.map((product, i) => (
        <ProductCard key={product._id} product={product} priority={i < eagerCount} heading={heading} />
      ))}
    </ul>
  );
}
