/** A seller page's title and meta: the panel's name after the page's, never indexed. */
import { SELLER_TEXT } from '../../domain/seller-text';

export const sellerMeta = (title: string) => [
  { title: `${title} | ${SELLER_TEXT.panel}` },
  { name: 'robots', content: 'noindex' },
];
