/** The catalogue import's answers and requests (issue 24; docs/architecture.md §Where each rule lives). */
import { z } from 'zod';
import { receiptSheetSummarySchema } from './receipt-sheet.ts';

export const IMPORT_LIST_CAP = 1000;

export const importSummarySchema = z.object({
  rows: z.number().int(),
  added: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  refusedCount: z.number().int(),
  /** Columns the file carries, as their headers: only these are written. */
  headers: z.array(z.string()),
  /** Up to IMPORT_LIST_CAP each; the counts above are whole. */
  refused: z.array(z.object({ line: z.number().int(), sku: z.string(), reason: z.string() })),
  /** each changed row: the product's name (as the file leaves it) and each change, old → new, as the sheet writes it */
  changes: z.array(
    z.object({
      line: z.number().int(),
      sku: z.string(),
      name: z.string(),
      fields: z.array(z.string()),
      diffs: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })),
    }),
  ),
  additions: z.array(z.object({ line: z.number().int(), sku: z.string(), name: z.string() })),
  /** The workbook's receipt sheet, when it has one (decision 0148): written whole or not at all. */
  receipt: receiptSheetSummarySchema.optional(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const importViewSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: z.enum(['reading', 'ready', 'applying', 'applied', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  message: z.string(),
  summary: importSummarySchema.nullable(),
});
export type ImportView = z.infer<typeof importViewSchema>;

export const importApplySchema = z.object({
  /** Refuse the whole file when any row is refused (the default), or apply the rows that passed. */
  allOrNothing: z.boolean().default(true),
});

export const exportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  search: z.string().max(100).optional(),
  category: z.string().max(60).optional(),
  inStock: z.enum(['true', 'false']).optional(),
  // the seller list's veterinary filters, one value each (domain/catalog/catalog-filters.ts FILTER_PARAMS)
  species: z.string().max(100).optional(),
  substance: z.string().max(100).optional(),
  rx: z.string().max(10).optional(),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;
