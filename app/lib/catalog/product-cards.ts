/** What a product card shows, and nothing more: the card lists of /, /products, the
 * category pages and "similar products" travel in the page's loader JSON (and in every
 * client-side navigation's .data), where each description made /products' HTML several times larger. */
import type { Lang } from '../../../domain/i18n/lang';
import type { Product } from '../../../domain/shared/types';
import { speciesIn, type VetTexts } from './vet-facts-view';

/** The card's veterinary lines, made here once so the card's JavaScript carries no
 * texts: substance, species words (two, then "+n"); tags: the Rx badge, "N ölçü". */
export type CardFacts = {
  lines: string[];
  /** the substance's line is the seller's Azerbaijani words: marked so on a Russian page */
  substanceLang?: 'az';
  tags: [kind: 'rx' | 'size', text: string][];
};
export type ProductCardData = Pick<Product, '_id' | 'name' | 'category' | 'image' | 'offerPrice'> & {
  /** The Russian name, when written (issue 36): /ru pages show it. */
  nameRu?: string;
  facts?: CardFacts;
  /** Present when few are left (issue 24): "Cəmi N ədəd qalıb" under the price. */
  fewLeft?: true;
  stockLeft?: number | null;
  /** A trade buyer's card (issue 33): the retail price, struck beside theirs (`offerPrice`). */
  listPrice?: number;
};

const SPECIES_ON_CARD = 2;

function cardFacts(p: Product, t: VetTexts, lang: Lang): CardFacts {
  const { VET_TEXT } = t;
  const lines: string[] = [];
  const first = p.substances[0];
  if (first) lines.push([first.name, first.strength].filter(Boolean).join(' ') + (p.substances.length > 1 ? ' …' : ''));
  if (p.species.length) {
    const words = p.species.slice(0, SPECIES_ON_CARD).map((code) => speciesIn(t, code));
    if (p.species.length > SPECIES_ON_CARD) words.push(VET_TEXT.moreSpecies(p.species.length - SPECIES_ON_CARD));
    lines.push(words.join(', '));
  }
  const tags: CardFacts['tags'] = [];
  if (p.rx) tags.push(['rx', VET_TEXT.rxCard]);
  if (p.familySize > 1) tags.push(['size', VET_TEXT.sizeCount(p.familySize)]);
  return { lines, tags, ...(first && lang !== 'az' ? { substanceLang: 'az' as const } : {}) };
}

/** `t`: the words in the page's language (`serverTexts(lang)`); `lang`: the page's, a Russian
 * page's cards carry the Russian names (issue 36), an Azerbaijani page's data stay as they were. */
export function toCards(products: Product[], t: VetTexts, lang: Lang): ProductCardData[] {
  return products.map((p) => ({
    _id: p._id,
    name: p.name,
    ...(lang === 'ru' && p.nameRu ? { nameRu: p.nameRu } : {}),
    category: p.category,
    image: p.image.slice(0, 1),
    offerPrice: p.offerPrice,
    ...(p.fewLeft ? { fewLeft: true as const, stockLeft: p.stockLeft } : {}),
    ...(p.substances.length || p.species.length || p.rx || p.familySize > 1 ? { facts: cardFacts(p, t, lang) } : {}),
  }));
}
