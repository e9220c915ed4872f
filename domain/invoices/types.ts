/** What a document prints, kept with it when it is issued (a snapshot): later edits of a
 * product, a company or the shop's settings never change an issued invoice (issue 34 item 3). */
import type { Lang } from '../i18n/lang.ts';
import type { TaxFacts, VatLine } from './vat.ts';

/** The seller's bank details as a document prints them, read from the settings in one place
 * (server/services/invoices/seller-facts.ts). */
export type BankDetails = {
  bankName: string;
  bankCode: string;
  correspondentAccount: string;
  swift: string;
  iban: string;
};

export type Party = { legalName: string; voen: string | null; address: string };

export type DocLine = VatLine & {
  name: string;
  quantity: number;
  unitQepik: number;
  /** The batches the line took, as the document prints them (issue 41); absent on documents
   * issued before, and on lines without batches. */
  batches?: string[];
};

export type DocumentKind = 'proforma' | 'invoice' | 'credit';

export type DocumentSnapshot = {
  kind: DocumentKind;
  number: string;
  /** ISO time of issue */
  issuedAt: string;
  orderNumber: number;
  lang: Lang;
  seller: Party & { phone: string; email: string; bank: BankDetails | null };
  buyer: Party & { email: string };
  tax: TaxFacts;
  lines: DocLine[];
  totals: VatLine;
  /** an invoice on terms: the Baku day (`2026-12-27`) it is to be paid by; absent on documents
   * issued before issue 40, which print none */
  dueOn?: string | null;
  /** a credit note: the invoice it reverses */
  creditOf?: { number: string; issuedAt: string };
};

/** A document an outbox mail carries, rendered when the mail is sent. */
export type MailAttachmentRef = { kind: 'proforma'; orderId: string } | { kind: 'document'; invoiceId: string };
