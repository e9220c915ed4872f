/** What the pages and the API show of companies and customer groups (issue 33). */
import type { CompanyStatus, CompanyType } from './company.ts';

/** A company as its own people see it. */
export type OwnCompany = {
  _id: string;
  legalName: string;
  voen: string;
  type: CompanyType;
  status: CompanyStatus;
  rejectReason: string | null;
  groupName: string | null;
  licenceNumber: string | null;
  licenceExpires: string | null;
  /** 'owner' applied and may invite colleagues; 'member' joined by an invitation. */
  role: 'owner' | 'member';
  members: { name: string; email: string; role: 'owner' | 'member' }[];
};

/** A line of the seller's companies list. */
export type CompanySummary = {
  _id: string;
  legalName: string;
  voen: string;
  type: CompanyType;
  status: CompanyStatus;
  groupId: string | null;
  groupName: string | null;
  licenceExpires: string | null;
  createdAt: string;
};

/** The seller's company page. */
export type CompanyDetail = CompanySummary & {
  legalAddress: string;
  phone: string;
  licenceNumber: string | null;
  hasLicenceFile: boolean;
  rejectReason: string | null;
  decidedAt: string | null;
  people: { _id: string; name: string; email: string; role: 'owner' | 'member'; createdAt: string }[];
  orders: { _id: string; number: number; status: string; amount: number; createdAt: string }[];
  /** Goods and delivery of orders not cancelled, this Baku month and year, in manat. */
  totals: { month: number; year: number };
};

export type GroupSummary = {
  _id: string;
  name: string;
  /** % off the whole catalogue (7.5 for 7,5 %), null: none. */
  cataloguePercent: number | null;
  categoryPercents: Record<string, number>;
  companyCount: number;
};

/** What a page shows a trade buyer of one product: the price they pay (for 1, or the cart line's
 * quantity), the list price struck beside it, the breaks that lower it and the quantity rule. */
export type BuyerPrice = {
  price: number | null;
  listPrice: number | null;
  breaks: { minQuantity: number; price: number }[];
  rule: { minimum: number | null; increment: number | null; maximum: number | null };
};

/** A page's products with the buyer's prices: `offerPrice` becomes what this buyer pays (so every
 * total the page computes is theirs) and `listPrice` keeps the retail price to strike. Retail
 * buyers' products come back as they were. */
export function withBuyerPrices<P extends { _id: string; offerPrice?: number | null }>(
  products: P[],
  prices: Record<string, BuyerPrice> | null,
): (P & { listPrice?: number | null; trade?: BuyerPrice })[] {
  if (!prices) return products;
  return products.map((p) => {
    const own = prices[p._id];
    return own ? { ...p, offerPrice: own.price, listPrice: own.listPrice, trade: own } : p;
  });
}

/** A pending invitation as its company's owner sees it (issue 33): the token's SHA-256 is its id
 * (the hash does not open the link; the token itself was only ever in the e-mail). */
export type PendingInvite = { _id: string; email: string; createdAt: string; expiresAt: string };
