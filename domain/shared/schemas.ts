/** One definition of every payload (docs/architecture.md §Stack): the API validates with these,
 * the forms check with them, the tests build bad input against them. */
import { z } from 'zod';
import { PAYMENT_METHODS } from '../payments/methods.ts';
import { CATEGORY_PATHS } from '../catalog/categories.ts';
import { MAX_LINE_QUANTITY } from '../cart/cart.ts';
import { PAGE_MSG } from '../i18n/az/messages-page.ts';
import { FORM_LABELS as L, FORM_MSG as F } from '../i18n/az/form-messages.ts';
import { fill } from '../i18n/fill.ts';
import { VALIDATION_MSG } from './validation-messages.ts';
import { ORDER_STATUSES } from '../orders/order-status.ts';
import { normalizePhone, normalizeZip } from './phone.ts';

// Zod's own messages (a JSON array where an object belongs, an unknown enum
// value) in Azerbaijani too, not English (docs/architecture.md §API).
z.config(z.locales.az());

/** Control characters (NUL above all: PostgreSQL refuses it in text) are
 * refused in every field and query parameter; long texts may keep tab and
 * line breaks (a textarea sends CR LF). One rule for the whole API. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- likewise
const CONTROL_CHARS_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const CONTROL_CHARS_MESSAGE = F.controlChars;
export const hasControlChars = (value: string, multiline = false): boolean =>
  (multiline ? CONTROL_CHARS_EXCEPT_LINES : CONTROL_CHARS).test(value);
/** A string with no control characters (`multiline`: tab and line breaks allowed). */
export const safeString = (opts: { error?: string; multiline?: boolean } = {}) =>
  z
    .string(opts.error ? { error: opts.error } : undefined)
    .refine((v) => !hasControlChars(v, opts.multiline), CONTROL_CHARS_MESSAGE);

export const required = (label: string) => fill(F.required, label);
export const text = (label: string, max: number, multiline = false) =>
  safeString({ error: required(label), multiline })
    .trim()
    .min(1, required(label))
    .max(max, fill(F.tooLong, label, max));
export const optionalText = (label: string, max: number, multiline = false) =>
  safeString({ error: fill(F.notText, label), multiline })
    .trim()
    .max(max, fill(F.tooLong, label, max))
    .optional()
    .default('');

/** A Russian twin of an Azerbaijani field (issue 36): optional, the same limit; an empty one is
 * null (the Azerbaijani text shown), one not sent is undefined (kept as it was: the spec's bodies). */
export const ruText = (label: string, max: number, multiline = false) =>
  safeString({ error: `${label} mətn olmalıdır.`, multiline })
    .trim()
    .max(max, `${label} ən çox ${max} simvol ola bilər.`)
    .transform((v) => v || null)
    .nullable()
    .optional();

/** UUIDs are case-insensitive; the database answers them lowercase, so ids are
 * compared lowercase (an uppercase id once dropped a cart line silently). */
export const idSchema = z.uuid({ error: F.badId }).transform((id) => id.toLowerCase());
export const isId = (value: string): boolean => idSchema.safeParse(value).success;
/** An empty e-mail asks to be filled in; only a filled-in one can be "not valid". */
export const email = safeString({ error: required(L.email) })
  .trim()
  .toLowerCase()
  .min(1, required(L.email))
  .pipe(z.email({ error: F.badEmail }).max(254));
export const password = safeString({ error: required(L.password) })
  .min(1, required(L.password))
  .max(200, F.passwordTooLong);
export const PASSWORD_MIN = 6;
/** Shown under the field before the first try, and as the error after one. */
export const PASSWORD_RULE = fill(F.passwordRule, PASSWORD_MIN);
export const newPassword = password.min(PASSWORD_MIN, PASSWORD_RULE);
export const personName = text(L.name, 100);

export const loginSchema = z.object({ email, password });
export const registerSchema = z.object({
  name: personName,
  email,
  password: newPassword,
});

export const addressSchema = z.object({
  firstName: text(L.firstName, 100),
  lastName: optionalText(L.lastName, 100),
  email,
  street: optionalText(L.street, 200),
  city: optionalText(L.city, 100),
  state: optionalText(L.district, 100),
  zipCode: safeString({ error: F.zipNotText })
    .trim()
    .optional()
    .default('')
    .transform((v, ctx) => {
      if (!v) return '';
      const zip = normalizeZip(v);
      if (!zip) ctx.addIssue({ code: 'custom', message: F.badZip });
      return zip ?? v;
    }),
  country: optionalText(L.country, 100),
  phone: safeString({ error: required(L.phone) })
    .trim()
    .min(1, required(L.phone))
    .transform((v, ctx) => {
      const phone = normalizePhone(v);
      if (!phone) ctx.addIssue({ code: 'custom', message: F.badPhone });
      return phone ?? v;
    }),
});
export const addAddressSchema = z.object({ address: addressSchema });

const quantity = z
  .number({ error: 'Miqdar ədəd olmalıdır.' })
  .int('Miqdar tam ədəd olmalıdır.')
  .min(0, 'Miqdar mənfi ola bilməz.')
  .max(MAX_LINE_QUANTITY, `Miqdar ${MAX_LINE_QUANTITY}-dan çox ola bilməz.`);

export const cartUpdateSchema = z.object({
  cartItems: z.record(idSchema, quantity, { error: 'Səbət düzgün deyil.' }),
});

/** The prescribing vet and clinic the customer types for a prescription-only item (domain/vet/rx.ts);
 * a photo comes beside it as bytes (the cart form's file, not JSON). */
export const prescriptionSchema = z.object({
  vetName: optionalText(L.vetName, 120),
  clinic: optionalText(L.clinic, 160),
});
export type PrescriptionInput = z.output<typeof prescriptionSchema>;

export const orderCreateSchema = z.object({
  items: z
    .array(z.object({ product: idSchema, quantity: quantity.min(1, 'Miqdar ən azı 1 olmalıdır.') }), {
      error: 'Sifariş məhsulları düzgün deyil.',
    })
    .min(1, VALIDATION_MSG.cartEmpty)
    .max(200, 'Sifarişdə məhsul sayı çoxdur.'),
  address: z.uuid({ error: PAGE_MSG.selectAddress }).transform((id) => id.toLowerCase()),
  /** The delivery zone, only for an address whose city/district names none (issue 25). */
  zone: idSchema.optional(),
  /** Needed when the cart holds a prescription-only item, unless a photo comes beside it (domain/vet/rx.ts). */
  prescription: prescriptionSchema.optional(),
  /** How it is paid (issue 34): cod, prepay or terms; without it, the zone decides as before. */
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Ödəniş üsulu: cod, prepay və ya terms.' }).optional(),
});

/** The seller sets a delivery that was to be agreed (decision 0078): the zone, and a fee of the
 * seller's own or none (the zone's). */
export const orderDeliverySchema = z.object({
  zone: z.uuid({ error: 'Çatdırılma zonası tapılmadı.' }).transform((id) => id.toLowerCase()),
  fee: z
    .number({ error: 'Çatdırılma haqqı 0 ilə 1000 ₼ arasında olmalıdır.' })
    .min(0, 'Çatdırılma haqqı 0 ilə 1000 ₼ arasında olmalıdır.')
    .max(1000, 'Çatdırılma haqqı 0 ilə 1000 ₼ arasında olmalıdır.')
    .optional(),
});

export const orderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Sifariş statusu düzgün deyil.' }),
});

export const stockSchema = z.object({
  id: idSchema,
  inStock: z.boolean({ error: 'inStock true və ya false olmalıdır.' }),
});
export const newsSeenSchema = z.object({
  id: idSchema,
  seen: z.boolean({ error: 'seen true və ya false olmalıdır.' }),
});

/** Multipart text fields arrive as strings. */
const formBoolean = z
  .enum(['true', 'false', 'on', '1', '0'], { error: 'Dəyər true və ya false olmalıdır.' })
  .transform((v) => v === 'true' || v === 'on' || v === '1');

export const productFieldsSchema = z.object({
  name: text('Məhsulun adını', 200),
  description: optionalText('Təsvir', 5000, true),
  nameRu: ruText('Rusca ad', 200),
  descriptionRu: ruText('Rusca təsvir', 5000, true),
  category: z.enum(CATEGORY_PATHS, { error: 'Kateqoriya düzgün deyil.' }),
  offerPrice: safeString({ error: 'Qiymət mətn olmalıdır.' })
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return null;
      const n = Number(v.replace(',', '.'));
      if (!Number.isFinite(n) || n < 0 || n > 1_000_000) {
        ctx.addIssue({ code: 'custom', message: 'Qiymət 0 ilə 1 000 000 arasında ədəd olmalıdır.' });
        return null;
      }
      return Math.round(n * 100) / 100;
    }),
  inStock: formBoolean.optional(),
});

export const newsFieldsSchema = z.object({
  title: text('Başlığı', 300),
  description: text('Təsviri', 20000, true),
  titleRu: ruText('Rusca başlıq', 300),
  descriptionRu: ruText('Rusca mətn', 20000, true),
  seen: formBoolean.optional(),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type AddressInput = z.infer<typeof addressSchema>;
export type OrderCreateInput = z.infer<typeof orderCreateSchema>;
export type ProductFields = z.infer<typeof productFieldsSchema>;
export type NewsFields = z.infer<typeof newsFieldsSchema>;

/** The first message of a failed parse, for a toast or an API answer. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? VALIDATION_MSG.invalidInput;
}
/** The form field of the first issue, when it names one (decision 0050). */
export function issueField(error: z.ZodError): string | undefined {
  const key = error.issues[0]?.path[0];
  return typeof key === 'string' ? key : undefined;
}
/** The first message of each field, for a form that shows them beside its fields. */
export function fieldIssues(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : '';
    out[key] ??= issue.message;
  }
  return out;
}

/** The storefront lists' query (`/products?search=&page=`): a page number is a
 * small positive integer (`1e308` or 20 digits would be an SQL error), a
 * search is text without control characters. */
export const MAX_PAGE = 100_000;
export const PAGE_NUMBER_MESSAGE = 'Səhifə nömrəsi düzgün deyil.';
export const listQuerySchema = z.object({
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, PAGE_NUMBER_MESSAGE)
    .transform(Number)
    .pipe(z.number().max(MAX_PAGE, PAGE_NUMBER_MESSAGE))
    .optional(),
  search: safeString()
    .transform((v) => v.trim().slice(0, 100))
    .optional(),
});
