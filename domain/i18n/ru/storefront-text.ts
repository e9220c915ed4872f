/** Words of the public storefront in Russian (domain/i18n/az/storefront-text.ts has the keys). */
import type * as AZ from '../az/storefront-text.ts';
import type { Shape } from '../catalogue.ts';
import { SITE } from '../../settings/site.ts';
import { PAGE_MSG } from './messages-page.ts';

export const NAV = [
  { to: '/', label: 'Главная' },
  { to: '/about', label: 'О компании' },
  { to: '/contact', label: 'Контакты' },
  { to: '/products', label: 'Каталог' },
  { to: '/news', label: 'Новости' },
] as const satisfies Shape<typeof AZ.NAV>;

export const CONTACT_BUTTONS = {
  write: 'Написать в WhatsApp',
  call: 'Позвонить',
} as const satisfies Shape<typeof AZ.CONTACT_BUTTONS>;

export const UI = {
  /** A trade buyer's card: their price, the retail price struck beside it (issue 33). */
  yourPrice: 'Ваша цена',
  retailPrice: 'Розничная цена',
  skipToContent: 'Перейти к основному содержанию',
  homeLink: `${SITE.name} — главная страница`,
  tagline: 'Ветеринарные препараты и товары для домашних животных',
  mainNav: 'Главное меню',
  openMenu: 'Открыть меню',
  closeMenu: 'Закрыть меню',
  searchLabel: 'Поиск товаров',
  searchPlaceholder: 'Поиск препаратов…',
  searchButton: 'Найти',
  cartWithCount: 'Корзина, {0, plural, one {# товар} few {# товара} many {# товаров} other {# товара}}',
  login: 'Войти',
  register: 'Регистрация',
  account: 'Мой аккаунт',
  myOrders: 'Мои заказы',
  quickOrder: 'Быстрый заказ',
  orderLists: 'Постоянные заказы',
  termsLink: 'Условия продажи',
  returnsLink: 'Возврат и отказ от заказа',
  logout: 'Выйти',
  close: 'Закрыть',
  sending: 'Отправка…',
  language: 'Язык',
  categories: 'Категории',
  addToCart: 'В корзину',
  buyNow: 'Купить сейчас',
  inStock: 'В наличии',
  outOfStock: 'Нет в наличии',
  fewLeft: 'Осталось всего {0, plural, one {# упаковка} few {# упаковки} many {# упаковок} other {# упаковки}}',
  expiryFrom: 'Срок годности: не ранее {0}',
  rxAskUsTitle: 'Напишите нам',
  rxAskUsNote: 'Этот препарат отпускается по рецепту: для заказа напишите нам в WhatsApp или позвоните.',
  outOfStockNote: 'Этого товара сейчас нет в наличии. Свяжитесь с нами, и мы подскажем, когда он поступит.',
  priceOnRequestNote: 'Цену и заказ уточняйте по телефону:',
  similarProducts: 'Похожие товары',
  description: 'Описание',
  imageOf: '{0} — фото {1}',
  showImage: 'Показать фото {0}',
  breadcrumb: 'Навигационная цепочка',
  viewAll: 'Смотреть все',
  addToCartOf: 'В корзину: {0}',
  quantity: 'Количество',
  otherNews: 'Другие новости',
  notFoundText: 'Запрашиваемая страница не существует или была удалена.',
  errorTitle: PAGE_MSG.error,
  backHome: 'Вернуться на главную',
  usefulLinks: 'Полезные ссылки',
  contactUs: 'Контакты',
  followUs: 'Мы в соцсетях',
  rights: '© {0} {1}. Все права защищены.',
} as const satisfies Shape<typeof AZ.UI>;

export const ORDER_BATCH = {
  taken: 'Серия {0}, годен до {1} — {2} шт.',
} as const satisfies Shape<typeof AZ.ORDER_BATCH>;
