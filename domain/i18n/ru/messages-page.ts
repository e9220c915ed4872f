/** Notices a storefront page shows (domain/i18n/az/messages-page.ts has the spec's Azerbaijani). */
import type { PAGE_MSG as AZ } from '../az/messages-page.ts';
import type { Shape } from '../catalogue.ts';

export const PAGE_MSG = {
  error: 'Произошла ошибка!',
  unexpected: 'Произошла непредвиденная ошибка. Повторите попытку чуть позже.',
  loggedOut: 'Вы вышли из аккаунта',
  logoutFailed: 'Не удалось выйти из аккаунта',
  productNotFound: 'Товар не найден.',
  noProducts: 'Товары не найдены',
  noSimilar: 'Похожие товары не найдены.',
  addedToCart: 'Добавлено в корзину',
  selectAddress: 'Пожалуйста, укажите адрес доставки',
  listDeleted: 'Список удалён.',
  accountDeleted: 'Ваш аккаунт удалён. Ваши заказы остаются в учёте магазина.',
  passwordReset: 'Пароль обновлён. Войдите с новым паролем.',
  cartUpdated: 'Корзина обновлена',
  cartLimited:
    'Столько мы не можем продать онлайн: добавили в корзину столько, сколько есть в продаже. Если нужно больше, позвоните нам.',
  addedShort:
    '{0, plural, =0 {В корзину ничего не добавлено: больше мы не можем продать онлайн. Если нужно больше, позвоните нам.} one {В корзину добавлена # шт.: больше мы не можем продать онлайн. Если нужно больше, позвоните нам.} other {В корзину добавлено # шт.: больше мы не можем продать онлайн. Если нужно больше, позвоните нам.}}',
  removedFromCart: 'Товар удалён из корзины',
  addressAdded: 'Адрес добавлен.',
  addressUpdated: 'Адрес обновлён.',
  orderCancelled: 'Заказ отменён.',
} as const satisfies Shape<typeof AZ>;
