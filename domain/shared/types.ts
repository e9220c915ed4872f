/** The types of the API's answers, shared by server and pages: each is the
 * zod shape of domain/shared/api-shapes.ts (the one source), with only the fields
 * that shape lists. */
import type { z } from 'zod';
import type {
  addressShape,
  ledgerEntryShape,
  lowStockItemShape,
  sellerStockShape,
  newsShape,
  orderEventShape,
  orderItemShape,
  orderShape,
  productShape,
  publicUserShape,
  userSummaryShape,
} from './api-shapes.ts';

/** The listed keys of T: a loose object's `[key: string]: unknown` is not one. */
type ListedKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: 1 };

/** A shape's type with its listed fields only, all the way down (a record such as the cart stays a record). */
export type Known<T> = T extends readonly (infer U)[]
  ? Known<U>[]
  : T extends object
    ? [ListedKeys<T>] extends [never]
      ? T
      : { [K in keyof T as string extends K ? never : number extends K ? never : K]: Known<T[K]> }
    : T;

type Answer<S extends z.ZodType> = Known<z.output<S>>;

export type Product = Answer<typeof productShape>;
/** The veterinary facts beside the spec's fields (decision 0042); each may be empty: `[]`, `null`, `false`. */
export type VetFacts = Pick<
  Product,
  | 'species'
  | 'substances'
  | 'packSize'
  | 'manufacturer'
  | 'country'
  | 'sku'
  | 'barcode'
  | 'registrationNumber'
  | 'rx'
  | 'withdrawal'
  | 'storage'
  | 'leaflet'
  | 'familyId'
  | 'familySize'
>;
export type News = Answer<typeof newsShape>;
export type Address = Answer<typeof addressShape>;
/** An address as an order keeps it (a snapshot): the fields without `_id` and `isDefault`. */
export type AddressFields = Omit<Address, '_id' | 'isDefault'>;
export type OrderItem = Answer<typeof orderItemShape>;
export type Order = Answer<typeof orderShape>;
export type OrderEvent = Answer<typeof orderEventShape>;
export type PublicUser = Answer<typeof publicUserShape>;
export type UserSummary = Answer<typeof userSummaryShape>;
export type SellerStock = Answer<typeof sellerStockShape>;
export type LedgerEntry = Answer<typeof ledgerEntryShape>;
export type LowStockItem = Answer<typeof lowStockItemShape>;
/** A product a new one may be "another size of" (the seller's product form, decision 0050). */
export type FamilyChoice = { id: string; name: string; packSize: string | null; sku: string | null };
