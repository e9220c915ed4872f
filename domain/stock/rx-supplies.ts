/** The report of a period's supplies of prescription-only products (issue 41 item 6, decision
 * 0148): its period, its columns and its words (the seller panel's, Azerbaijani). */
import { z } from 'zod';
import { parseDay } from './batch-schemas.ts';

/** Five years are what a supplier keeps (Regulation (EU) 2019/6 art. 96): a longer period is refused. */
export const RX_REPORT_MAX_DAYS = 5 * 366;

export const RX_SUPPLIES_TEXT = {
  fromInvalid: 'Dövrün başlanğıcı gün.ay.il (məs. 01.03.2026) kimi olmalıdır.',
  toInvalid: 'Dövrün sonu gün.ay.il (məs. 31.03.2026) kimi olmalıdır.',
  order: 'Dövrün başlanğıcı sonundan sonra ola bilməz.',
  tooLong: 'Dövr 5 ildən uzun ola bilməz.',
  title: 'Reseptli məhsulların təchizatı',
  lead: 'Dövr ərzində reseptlə satılan məhsulların hər təchizatı: seriya, son istifadə tarixi və alıcı (yoxlama üçün).',
  from: 'Başlanğıc',
  to: 'Son',
  csv: 'CSV yüklə',
  xlsx: 'Excel yüklə',
  sheetName: 'Reseptli təchizat',
  columns: [
    'Tarix',
    'Sifariş',
    'Məhsul',
    'Artikul',
    'Seriya',
    'Son istifadə',
    'Miqdar',
    'Müştəri',
    'Şirkət',
    'VÖEN',
    'Ünvan',
    'Telefon',
  ],
} as const;

const day = (message: string) =>
  z
    .string({ error: message })
    .max(20, message)
    .transform((v, ctx) => parseDay(v) ?? (ctx.addIssue({ code: 'custom', message }), z.NEVER));

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

export const rxSuppliesQuery = z
  .object({
    from: day(RX_SUPPLIES_TEXT.fromInvalid),
    to: day(RX_SUPPLIES_TEXT.toInvalid),
    format: z.enum(['csv', 'xlsx']).optional(),
  })
  .refine((q) => q.from <= q.to, { message: RX_SUPPLIES_TEXT.order, path: ['from'] })
  .refine((q) => daysBetween(q.from, q.to) <= RX_REPORT_MAX_DAYS, { message: RX_SUPPLIES_TEXT.tooLong, path: ['to'] });
export type RxSuppliesQuery = z.infer<typeof rxSuppliesQuery>;
