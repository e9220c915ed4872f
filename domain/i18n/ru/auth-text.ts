import type { AUTH_UI as AZ } from '../az/auth-text.ts';
import type { Shape } from '../catalogue.ts';

export const AUTH_UI = {
  loginTitle: 'Вход в аккаунт',
  registerTitle: 'Регистрация',
  name: 'Имя',
  email: 'Эл. почта',
  password: 'Пароль',
  noAccount: 'Ещё нет аккаунта?',
  haveAccount: 'Уже есть аккаунт?',
  createAccount: 'Зарегистрироваться',
  // the password field (storefront-field.tsx) and the link under the form
  showPassword: 'Показать пароль',
  hidePassword: 'Скрыть пароль',
  forgotPassword: 'Забыли пароль?',
  loginInstead: 'Войти',
} as const satisfies Shape<typeof AZ>;
