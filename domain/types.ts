/** The shapes the API answers with (DESIGN §4), shared by server and pages. */
import type { CategoryPath } from './categories.ts';
import type { OrderStatus } from './order-status.ts';

export type Product = {
  _id: string;
  name: string;
  description: string;
  category: CategoryPath;
  image: string[];
  inStock: boolean;
  offerPrice: number | null;
  createdAt: string;
  updatedAt: string;
};

export type News = {
  _id: string;
  title: string;
  description: string;
  image: string[];
  seen: boolean;
  createdAt: string;
};

export type Address = {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  phone: string;
  /** The one the checkout chooses first. */
  isDefault: boolean;
};

/** An address as an order keeps it (a snapshot, DESIGN §3). */
export type AddressFields = Omit<Address, '_id' | 'isDefault'>;

export type OrderItem = {
  product: { _id: string; name: string; category: string; image: string[]; offerPrice: number | null };
  quantity: number;
};

export type Order = {
  _id: string;
  /** The short sequential number (10001, …) said on the phone. */
  number: number;
  items: OrderItem[];
  amount: number;
  address: AddressFields & { _id: string | null };
  status: OrderStatus;
  paymentType: 'COD';
  isPaid: boolean;
  createdAt: string;
  customer?: { _id: string | null; name: string; email: string };
};

/** One line of an order's history (who, when, from, to); `to` may be 'deleted'. */
export type OrderEvent = {
  _id: string;
  orderNumber: number;
  actor: 'customer' | 'seller' | 'system';
  actorEmail: string | null;
  from: string | null;
  to: string;
  createdAt: string;
};

export type PublicUser = { _id: string; name: string; email: string; cart: Record<string, number> };
export type UserSummary = { _id: string; name: string; email: string; createdAt: string; orderCount: number };
