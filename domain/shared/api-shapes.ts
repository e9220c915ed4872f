/** The shapes of the API's answers as zod schemas: the one source of the
 * OpenAPI document and of the types the server and the pages use
 * (domain/shared/types.ts is `Known<z.infer<…>>` of these). Objects are loose in the
 * document, so a field added later does not break a client; the API tests
 * still fail on an answer that carries a field its shape does not list
 * (tests/api/platform/openapi-property.test.ts). */
import { z } from 'zod';
import { CATEGORY_PATHS } from '../catalog/categories.ts';
import { ORDER_STATUSES } from '../orders/order-status.ts';
import { NOT_FOR_FOOD, SPECIES_CODES } from '../vet/vet.ts';
import { STOCK_REASONS } from '../stock/stock-reasons.ts';

const id = z.string().meta({ format: 'uuid' });
const isoDate = z.string().meta({ format: 'date-time' });
const imageNames = z.array(z.string()).meta({ description: 'names under /images/{name}' });

export const productShape = z.looseObject({
  _id: id,
  name: z.string(),
  description: z.string(),
  nameRu: z
    .string()
    .nullable()
    .meta({ description: 'the Russian name; null: the Azerbaijani one is shown on /ru pages' }),
  descriptionRu: z.string().nullable().meta({ description: 'the Russian description; null: none written' }),
  category: z.enum(CATEGORY_PATHS),
  image: imageNames,
  inStock: z.boolean().meta({ description: "the seller's switch, and at least one left when the quantity is tracked" }),
  stockLeft: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'tracked products: how many can be ordered, when that few are left; null: no limit to show' }),
  fewLeft: z.boolean().meta({ description: 'at or below the low-stock threshold: "Cəmi N ədəd qalıb"' }),
  offerPrice: z.number().nullable().meta({ description: 'manat; null: price on request' }),
  tradePrice: z.number().nullable().optional().meta({
    description:
      "only for the session of an approved trade company's person (issue 33): what they pay a piece, manat (null: price on request); `offerPrice` stays the list price. Such answers are `private, no-store`",
  }),
  tradeBreaks: z
    .array(z.object({ minQuantity: z.number().int(), price: z.number() }))
    .optional()
    .meta({ description: "beside `tradePrice`: the buyer's quantity breaks that lower it, from the lowest quantity" }),
  createdAt: isoDate,
  updatedAt: isoDate,
  ...vetFactsShape(),
});

// null as a literal value, not .nullable() around the union: OpenAPI 3.0's `nullable` needs a `type` beside it
function withdrawalShape() {
  return z
    .union([z.number().int().min(0), z.literal([NOT_FOR_FOOD, null])])
    .meta({ description: `days; "${NOT_FOR_FOOD}": not for food-producing animals; null: unknown` });
}

function vetFactsShape() {
  const withdrawal = withdrawalShape();
  return {
    species: z.array(z.enum(SPECIES_CODES)),
    substances: z.array(
      z.looseObject({
        key: z.string().meta({ description: 'the filter value (`substance=`)' }),
        name: z.string(),
        strength: z.string(),
      }),
    ),
    packSize: z.string().nullable(),
    manufacturer: z.string().nullable(),
    country: z.string().nullable(),
    sku: z.string().nullable(),
    barcode: z.string().nullable().meta({ description: 'EAN-13' }),
    registrationNumber: z.string().nullable().meta({ description: 'AQTA registration certificate' }),
    rx: z.boolean().meta({ description: 'prescription-only' }),
    withdrawal: z.looseObject({ meat: withdrawal, milk: withdrawal, eggs: withdrawal }),
    storage: z.looseObject({
      minC: z.number().int().nullable(),
      maxC: z.number().int().nullable(),
      coldChain: z.boolean(),
    }),
    leaflet: z.string().nullable().meta({ description: 'a PDF under /leaflets/{name}' }),
    familyId: id.nullable().meta({ description: 'pack sizes of one medicine share it' }),
    familySize: z.number().int().meta({ description: 'how many pack sizes the family has; 1 without one' }),
  };
}

const facetValues = z.array(z.looseObject({ value: z.string(), name: z.string(), count: z.number().int() }));
/** Each filter's values with how many products each matches given the other filters (decision 0043). */
export const facetsShape = z.looseObject({
  species: facetValues,
  substances: facetValues,
  manufacturers: facetValues,
  prescription: facetValues,
  noWithdrawal: facetValues,
});

export const newsShape = z.looseObject({
  _id: id,
  title: z.string(),
  description: z.string(),
  titleRu: z
    .string()
    .nullable()
    .meta({ description: 'the Russian title; null: the Azerbaijani one is shown on /ru pages' }),
  descriptionRu: z.string().nullable(),
  image: imageNames,
  seen: z.boolean(),
  createdAt: isoDate,
});

const addressFields = {
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  phone: z.string(),
};
export const addressShape = z.looseObject({
  _id: id,
  ...addressFields,
  isDefault: z.boolean().meta({ description: 'the one the checkout chooses first' }),
});
/** An address as an order keeps it (a snapshot): `_id` is the address it was copied from, null once deleted. */
export const addressSnapshotShape = z.looseObject({ _id: id.nullable(), ...addressFields });

/** An order's line: a snapshot of the product as it was ordered. */
export const orderItemShape = z.looseObject({
  product: z.looseObject({
    _id: z.string(),
    name: z.string(),
    nameRu: z.string().nullable().meta({ description: 'the Russian name as sold; null: none was written' }),
    category: z.string(),
    image: imageNames,
    offerPrice: z.number().nullable(),
    rx: z.boolean().meta({ description: 'prescription-only when ordered' }),
    withdrawal: z.looseObject({ meat: withdrawalShape(), milk: withdrawalShape(), eggs: withdrawalShape() }),
  }),
  quantity: z.number().int(),
  batches: z
    .array(
      z.looseObject({
        number: z.string().meta({ description: "the batch (seriya); '' for stock counted before batches" }),
        expiry: z
          .string()
          .nullable()
          .meta({ description: 'yyyy-mm-dd, a month expiry as its last day; null: unknown' }),
        expiryText: z.string().meta({ description: 'as the box says it: 03.2027 or 15.03.2027' }),
        quantity: z.number().int(),
      }),
    )
    .meta({
      description: 'the batches this line took, earliest expiry first (issue 41); none for a product without batches',
    }),
});

export const orderShape = z.looseObject({
  _id: id,
  number: z.number().int().meta({ description: 'short sequential number said on the phone (10001, …)' }),
  items: z.array(orderItemShape),
  amount: z.number().meta({ description: 'manat: the goods and the delivery fee' }),
  deliveryFee: z.number().meta({ description: 'manat, inside amount' }),
  delivery: z
    .object({
      zoneName: z.string(),
      zoneNameRu: z.string().nullable().meta({ description: "the zone's Russian name then; null: none" }),
      daysMin: z.number().int(),
      daysMax: z.number().int(),
    })
    .nullable()
    .meta({ description: 'the delivery zone and promised working days when placed' }),
  deliveryToAgree: z.boolean().meta({
    description:
      'the address named no delivery zone: the fee is not known yet (amount is the goods alone) until the seller sets it (PUT /api/order/seller/{id}/delivery); such an order cannot be accepted before',
  }),
  address: addressSnapshotShape,
  status: z.enum(ORDER_STATUSES),
  paymentType: z
    .enum(['COD', 'TRANSFER'])
    .meta({ description: 'COD: paid on delivery; TRANSFER: bank transfer in advance' }),
  paymentMethod: z.enum(['cod', 'prepay', 'terms']).meta({
    description:
      'cod: paid on delivery; prepay: bank transfer before delivery; terms: bank transfer within the company’s net days after delivery (issue 34)',
  }),
  dueAt: isoDate.nullable().meta({ description: 'an order on terms: when it falls due (set on completion)' }),
  isPaid: z.boolean().meta({ description: 'paid in full by recorded payments, or a COD order completed' }),
  rx: z
    .boolean()
    .meta({ description: 'holds a prescription-only item: the seller confirms the prescription by phone' }),
  lang: z
    .enum(['az', 'ru'])
    .meta({ description: 'the storefront language the order was placed in: the customer’s e-mails about it use it' }),
  createdAt: isoDate,
  customer: z.looseObject({ _id: id.nullable(), name: z.string(), email: z.string() }).optional(),
});

/** An order's prescription, for the seller (decision 0053). */
export const prescriptionShape = z.looseObject({
  vetName: z.string(),
  clinic: z.string(),
  hasPhoto: z.boolean().meta({ description: 'the photo: GET /api/order/seller/{id}/prescription/photo' }),
  checkedAt: isoDate.nullable(),
  checkedBy: z.string().nullable().meta({ description: "the checking seller's e-mail" }),
  licence: z
    .object({ number: z.string(), expires: z.string().nullable(), company: z.string().nullable() })
    .nullish()
    .meta({ description: "a licensed clinic's or pharmacy's licence that stood for the prescription, as ordered" }),
});

/** One line of an order's history (who, when, from, to); `to` may be 'deleted' or 'rx-checked'. */
export const orderEventShape = z.looseObject({
  _id: id,
  orderNumber: z.number().int(),
  actor: z.enum(['customer', 'seller', 'system']),
  actorEmail: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string(),
  createdAt: isoDate,
});

export const publicUserShape = z.looseObject({
  _id: id,
  name: z.string(),
  email: z.string(),
  cart: z.record(z.string(), z.number()),
});
export const userSummaryShape = z.looseObject({
  _id: id,
  name: z.string(),
  email: z.string(),
  createdAt: isoDate,
  orderCount: z.number().int(),
});

/** The paging fields of a list's answer beside its rows (domain/shared/paging.ts `Page`, decision 0016). */
export const pageFields = {
  total: z.number().int(),
  totalCapped: z.boolean().optional().meta({ description: 'a search counted only up to total' }),
  next: z.string().nullable().meta({ description: 'the `after` of the following page; null on the last' }),
  prev: z.string().nullable().meta({ description: 'the `before` of the preceding page; null on the first' }),
};

/** Every refusal: `success: false` and an Azerbaijani `message`. */
export const failureShape = z.object({
  success: z.literal(false),
  message: z.string(),
  field: z.string().optional().meta({ description: 'the form field at fault, when one is (decision 0050)' }),
});

/** A success answer with its own fields. */
export const ok = <T extends z.ZodRawShape>(fields: T = {} as T) =>
  z.looseObject({ success: z.literal(true), message: z.string().optional(), ...fields });

/** The shop's public settings (issue 25): what pages show of it. */
export const settingsShape = z.looseObject({
  legalName: z.string(),
  legalForm: z.string(),
  taxId: z.string().meta({ description: 'VÖEN, 10 digits' }),
  registration: z.string(),
  address: z.string(),
  phones: z.array(z.string()).meta({ description: 'E.164, the first is the main number' }),
  email: z.string(),
  whatsapp: z.string().meta({ description: 'E.164, or empty' }),
  workingHours: z.string(),
  licenceNumber: z.string(),
  licenceAuthority: z.string(),
  social: z.array(z.object({ label: z.string(), href: z.string() })),
  terms: z.string(),
  returns: z.string(),
  termsRu: z
    .string()
    .nullable()
    .optional()
    .meta({ description: 'the terms in Russian (/ru/sertler); none: the Azerbaijani shown' }),
  returnsRu: z.string().nullable().optional().meta({ description: 'the returns policy in Russian (/ru/qaytarma)' }),
  minOrder: z.number().meta({ description: 'manat; the smallest goods total an order may have' }),
  rxMode: z
    .enum(['prescription', 'ask'])
    .meta({ description: 'prescription-only items: ordered with the prescription, or shown with "ask us" only' }),
  // issue 34: where a customer transfers money, ƏDV, and the payment reminders' days
  bankName: z.string(),
  bankCode: z.string(),
  bankCorrAccount: z.string(),
  bankSwift: z.string(),
  bankIban: z.string().meta({ description: 'AZ IBAN, 28 characters, mod-97 checked; empty: none' }),
  vatIncluded: z.boolean().meta({ description: 'whether the prices include ƏDV' }),
  vatRate: z.number().meta({ description: 'ƏDV, percent' }),
  prepayRemindDays: z.number().int(),
  prepayCancelDays: z.number().int(),
  termsRemindDays: z.number().int(),
});

export const zoneShape = z.looseObject({
  _id: id,
  name: z.string(),
  nameRu: z
    .string()
    .nullable()
    .optional()
    .meta({ description: "the zone's Russian name; none: the Azerbaijani shown" }),
  areas: z.array(z.string()).meta({ description: 'area keys: `Bakı/Nəsimi`, `Gəncə`…' }),
  fee: z.number().meta({ description: 'manat' }),
  freeOver: z.number().nullable().meta({ description: 'manat; goods from this total ship free; null: never' }),
  daysMin: z.number().int(),
  daysMax: z.number().int(),
  cod: z.boolean().meta({ description: 'cash on delivery offered; else bank transfer in advance' }),
});

/** A product's stock as the seller sees it (issue 24): read live, never from the catalogue cache. */
export const sellerStockShape = z.looseObject({
  _id: id,
  inStockSwitch: z
    .boolean()
    .meta({ description: "the seller's switch as set (the public inStock also needs a quantity)" }),
  trackStock: z.boolean(),
  stockQuantity: z.number().int().meta({ description: 'on hand, expired and blocked batches included' }),
  sellableQuantity: z
    .number()
    .int()
    .meta({ description: 'what may be sold now: on hand less batches expired, in their last days or blocked' }),
  lowStockThreshold: z.number().int().nullable().meta({ description: 'null: the shop default' }),
  threshold: z.number().int().meta({ description: 'the threshold in force' }),
  low: z.boolean().meta({ description: 'tracked and at or below the threshold' }),
});

/** One change of a product's quantity (issue 24). */
export const ledgerEntryShape = z.looseObject({
  _id: id,
  delta: z.number().int(),
  quantityAfter: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  orderId: id.nullable(),
  orderNumber: z.number().int().nullable(),
  sellerEmail: z.string().nullable(),
  note: z.string(),
  createdAt: isoDate,
});

/** The overview's low or empty product. */
export const lowStockItemShape = z.looseObject({
  _id: id,
  name: z.string(),
  stockQuantity: z.number().int(),
  threshold: z.number().int(),
});
