/** Ошибки и ответы форм витрины на русском (решение 0113). */
import type * as AZ from '../az/form-messages.ts';
import type { Shape } from '../catalogue.ts';

export const FORM_MSG = {
  required: 'Укажите {0}.',
  tooLong: 'Поле «{0}»: не более {1} символов.',
  notText: 'Поле «{0}» должно быть текстом.',
  controlChars: 'В тексте есть недопустимые символы.',
  badId: 'Неверный идентификатор.',
  badEmail: 'Неверный адрес электронной почты.',
  passwordTooLong: 'Пароль слишком длинный.',
  passwordRule: 'Пароль должен быть не короче {0} символов.',
  zipNotText: 'Почтовый индекс должен быть текстом.',
  badZip: 'Неверный почтовый индекс (например, AZ1000).',
  badPhone: 'Неверный номер телефона (например, 050 123 45 67).',
  badLink: 'Неверная ссылка.',
  invalidInput: 'Отправлены неверные данные.',
  cartEmpty: 'Ваша корзина пуста.',
} as const satisfies Shape<typeof AZ.FORM_MSG>;

export const FORM_LABELS = {
  email: 'e-mail',
  password: 'пароль',
  name: 'имя',
  firstName: 'имя',
  lastName: 'фамилия',
  street: 'улица',
  city: 'город',
  district: 'район',
  country: 'страна',
  phone: 'номер телефона',
  vetName: 'имя ветеринарного врача',
  clinic: 'название клиники',
} as const satisfies Shape<typeof AZ.FORM_LABELS>;

export const ACCOUNT_MSG = {
  loginFailed: 'Неверный e-mail или пароль.',
  emailTaken: 'Этот e-mail уже зарегистрирован.',
  loggedIn: 'Добро пожаловать!',
  registered: 'Регистрация прошла успешно.',
  nameChanged: 'Имя обновлено.',
  emailChanged: 'Адрес электронной почты изменён.',
  passwordChanged: 'Пароль изменён. Входы на других устройствах закрыты.',
  wrongCurrentPassword: 'Текущий пароль неверный.',
  resetRequested:
    'Если аккаунт с этим e-mail существует, мы отправили ссылку для смены пароля. Ссылка действует 1 час.',
  resetInvalid: 'Ссылка недействительна или устарела. Запросите новую.',
  tooManyAttempts: 'Слишком много неудачных попыток. Повторите через несколько минут.',
  tooManyRequests: 'Слишком много запросов. Повторите чуть позже.',
  outOfStock: 'Товара сейчас нет в наличии: {0}',
  addressNotFound: 'Адрес не найден.',
  addressDeleted: 'Адрес удалён.',
  defaultAddressSet: 'Основной адрес выбран.',
  orderNotFound: 'Заказ не найден.',
  orderTooLarge: 'Слишком большое количество или сумма заказа.',
  noOrders: 'У вас пока нет заказов.',
  noNews: 'Новостей пока нет.',
  newsNotFound: 'Новость не найдена.',
  unauthorized: 'Войдите, чтобы продолжить.',
  orderNumber: 'Заказ № {0}',
  orderPlacedNumbered: 'Ваш заказ отправлен: № {0}.',
  addressLoginFirst: 'Чтобы добавить адрес, сначала войдите!',
} as const satisfies Shape<typeof AZ.ACCOUNT_MSG>;
