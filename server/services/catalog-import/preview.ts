/** An import's preview (issue 24 item 4, decision 0063): every row read, checked and compared
 * with the catalogue by SKU; nothing in the catalogue is written. The plan it returns is what
 * the confirmation writes. */
import { sql } from 'drizzle-orm';
import { IMPORT_LIST_CAP, type ImportSummary } from '../../../domain/catalog/catalog-import-schema.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { formatCells, type SheetColumn, type SheetProduct } from '../../../domain/catalog/catalog-sheet.ts';
import { formatGroupPrice } from '../../../domain/trade/sheet-prices.ts';
import { storageRangeIssue } from '../../../domain/vet/vet-schemas.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { HttpError } from '../shared/errors.ts';
import { groupsOfColumns, ownPrices, type SheetPriceEdit } from '../trade/sheet-prices.ts';
import { currentBySku, type CurrentProduct } from './current.ts';
import { pictureResolver } from './pictures.ts';
import { DEFAULTS, headerColumns, parseRow, type GroupColumn, type Parsed } from './parse-row.ts';
import { readSheet } from './read-sheet.ts';

const { IMPORT_ERRORS: E, SHEET_HEADERS } = textsIn('az');

export const MAX_IMPORT_ROWS = 20_000;

export type ImportPlan = {
  columns: SheetColumn[];
  creates: { line: number; product: SheetProduct }[];
  updates: {
    line: number;
    id: string;
    stamp: string;
    product: SheetProduct;
    before: SheetProduct;
    changed: SheetColumn[];
  }[];
  /** ZIP pictures the plan uses: stored name → file name in the ZIP. */
  pictures: Record<string, string>;
  refusedCount: number;
  /** The group price columns' changes (decision 0094), and the rows changed by them alone. */
  groupPrices?: SheetPriceEdit[];
  groupOnly?: number;
};

const skuIn = (skus: string[]) =>
  sql`${products.sku} in (select jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb))`;

type Progress = (done: number) => Promise<void> | void;

export async function previewImport(
  db: Db,
  sheet: Buffer,
  zip: Buffer | null,
  onProgress: Progress = () => {},
  sheetName?: string,
): Promise<{ summary: ImportSummary; plan: ImportPlan; files: Map<string, Buffer> }> {
  let columns: SheetColumn[] | null = null;
  let mark = -1;
  let groupColumns: GroupColumn[] = [];
  const parsed: Parsed[] = [];
  const refused: { line: number; sku: string; reason: string }[] = [];
  for await (const row of readSheet(sheet, sheetName)) {
    // an empty row is skipped; a row of formulas only is not empty (its formulas refuse it)
    if (row.cells.every((c) => !c.trim()) && !row.formulas.some(Boolean)) continue;
    if (!columns) {
      ({ columns, mark, groups: groupColumns } = headerColumns(row));
      continue;
    }
    if (parsed.length + refused.length >= MAX_IMPORT_ROWS) throw new HttpError(413, E.tooManyLines(MAX_IMPORT_ROWS));
    const result = parseRow(row, columns, mark, groupColumns);
    if ('reason' in result) refused.push(result);
    else parsed.push(result);
    if (row.line % 1000 === 0) await onProgress(row.line);
  }
  if (!columns) throw new HttpError(400, E.noHeader);
  const groups = await groupsOfColumns(db, groupColumns);
  if (!parsed.length && !refused.length) throw new HttpError(400, E.noRows);
  const readRows = parsed.length + refused.length;

  // one SKU twice: neither row can say which is meant
  const linesOf = new Map<string, number[]>();
  for (const r of [...parsed, ...refused]) if (r.sku) linesOf.set(r.sku, [...(linesOf.get(r.sku) ?? []), r.line]);
  const rows = parsed.filter((r) => {
    const lines = linesOf.get(r.sku)!;
    if (lines.length > 1) refused.push({ line: r.line, sku: r.sku, reason: E.skuTwice(lines.join(', ')) });
    return lines.length === 1;
  });

  // the catalogue's rows of these SKUs, 2 000 a query: one query for 10 000 held every raw row at once
  const current = new Map<string, CurrentProduct>();
  for (let i = 0; i < rows.length; i += 2000) {
    const skus = rows.slice(i, i + 2000).map((r) => r.sku);
    for (const [sku, p] of await currentBySku(db, skuIn(skus))) current.set(sku, p);
  }
  const familySkus = new Set(rows.map((r) => r.values.family).filter((s): s is string => !!s));
  const knownFamilies = new Set([...rows.map((r) => r.sku), ...current.keys()]);
  const missingFamilies = [...familySkus].filter((s) => !knownFamilies.has(s));
  if (missingFamilies.length) {
    for (const [sku] of await currentBySku(db, skuIn(missingFamilies))) knownFamilies.add(sku);
  }
  const own = await ownPrices(
    db,
    groups.map((g) => g.id),
    [...current.values()].map((p) => p.id),
  );
  const pictures = await pictureResolver(
    db,
    zip,
    rows.flatMap((r) => r.values.images ?? []),
  );

  const plan: ImportPlan = {
    columns,
    creates: [],
    updates: [],
    pictures: {},
    refusedCount: 0,
    groupPrices: [],
    groupOnly: 0,
  };
  const changes: ImportSummary['changes'] = [];
  let unchanged = 0;
  for (const r of rows) {
    const was = current.get(r.sku);
    if (!was && (r.values.name === undefined || r.values.category === undefined)) {
      refused.push({ line: r.line, sku: r.sku, reason: E.needForNew });
      continue;
    }
    const product: SheetProduct = {
      ...(was?.product ?? { ...DEFAULTS, name: '', category: 'Digər' }),
      ...r.values,
      sku: r.sku,
    };
    // the family and the pictures are checked where the sheet names them: what the catalogue
    // already holds (a family whose first product is not in the file, stored pictures) stands
    const issue =
      (r.values.family && !knownFamilies.has(r.values.family) && E.family(r.values.family)) ||
      storageRangeIssue({ storageMinC: product.storageMin, storageMaxC: product.storageMax }) ||
      (r.values.images && pictures.issue(r.values.images));
    if (issue) {
      refused.push({ line: r.line, sku: r.sku, reason: issue });
      continue;
    }
    if (r.values.images) product.images = pictures.stored(r.values.images, plan.pictures);
    // each group price cell that asks for another price than the group's own (decision 0094)
    const groupDiffs: { field: string; from: string; to: string }[] = [];
    for (const [j, after] of r.groupPrices.entries()) {
      const before = was ? (own.get(`${groups[j].id} ${was.id}`) ?? null) : null;
      if (after === undefined || after === before) continue;
      plan.groupPrices!.push({ groupId: groups[j].id, sku: r.sku, before, after });
      groupDiffs.push({ field: groupColumns[j].header, from: formatGroupPrice(before), to: formatGroupPrice(after) });
    }
    if (!was) {
      plan.creates.push({ line: r.line, product });
      continue;
    }
    const before = formatCells(was.product);
    const after = formatCells(product);
    const changed = columns.filter((c) => before[c] !== after[c]);
    if (!changed.length && !groupDiffs.length) unchanged++;
    else {
      if (changed.length)
        plan.updates.push({ line: r.line, id: was.id, stamp: was.updatedAt, product, before: was.product, changed });
      else plan.groupOnly!++;
      const diffs = [
        ...changed.map((c) => ({ field: SHEET_HEADERS[c], from: before[c], to: after[c] })),
        ...groupDiffs,
      ];
      changes.push({ line: r.line, sku: r.sku, name: product.name, fields: diffs.map((d) => d.field), diffs });
    }
  }
  refused.sort((a, b) => a.line - b.line);
  plan.refusedCount = refused.length;
  const summary: ImportSummary = {
    rows: readRows,
    added: plan.creates.length,
    changed: plan.updates.length + plan.groupOnly!,
    unchanged,
    refusedCount: refused.length,
    headers: [...columns.map((c) => SHEET_HEADERS[c]), ...groupColumns.map((g) => g.header)],
    refused: refused.slice(0, IMPORT_LIST_CAP),
    changes: changes.slice(0, IMPORT_LIST_CAP),
    additions: plan.creates
      .slice(0, IMPORT_LIST_CAP)
      .map((c) => ({ line: c.line, sku: c.product.sku, name: c.product.name })),
  };
  return { summary, plan, files: pictures.files };
}
