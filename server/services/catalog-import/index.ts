/** The catalogue import's life (decision 0063): a `catalog_imports` row from upload to
 * confirmation, so the progress polls and the confirmation may reach any instance. */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { ImportSummary, ImportView } from '../../../domain/catalog/catalog-import-schema.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { RECEIPT_SHEET_TEXT } from '../../../domain/catalog/receipt-sheet.ts';
import type { Db } from '../../db/client.ts';
import { catalogImportFiles, catalogImports } from '../../db/schema.ts';
import { receiveGoods } from '../stock/batches.ts';
import { badRequest, conflict, HttpError, notFound } from '../shared/errors.ts';
import { pruneImages } from '../catalog/images.ts';
import { applyPlan, type ApplyResult } from './apply.ts';
import { recheckReceipt } from './receipt-sheet.ts';
import { previewWorkbook, type WorkbookPlan } from './workbook.ts';

const { IMPORT_ERRORS: E, IMPORT_TEXT } = textsIn('az');

const KEEP_HOURS = 24;

function view(row: typeof catalogImports.$inferSelect): ImportView {
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status,
    done: row.done,
    total: row.total,
    message: row.message,
    summary: (row.summary as ImportSummary | null) ?? null,
  };
}

const progress = (db: Db, id: string, total: number) => async (done: number) => {
  await db.update(catalogImports).set({ done, total }).where(eq(catalogImports.id, id));
};

/** Reads the file into a waiting preview; a refused file leaves a failed row with its message. */
export async function startImport(
  db: Db,
  input: { id: string; sellerId: string; fileName: string; sheet: Buffer; zip: Buffer | null },
): Promise<ImportView> {
  await db
    .delete(catalogImports)
    .where(lt(catalogImports.createdAt, sql`now() - make_interval(hours => ${KEEP_HOURS})`));
  const inserted = await db
    .insert(catalogImports)
    .values({ id: input.id, sellerId: input.sellerId, fileName: input.fileName.slice(0, 200), status: 'reading' })
    .onConflictDoNothing()
    .returning({ id: catalogImports.id });
  if (!inserted.length) throw conflict(E.notReady);
  const lines = input.sheet.reduce((n, b) => (b === 10 ? n + 1 : n), 0);
  try {
    const { summary, plan, files } = await previewWorkbook(db, input.sheet, input.zip, progress(db, input.id, lines));
    await db.transaction(async (tx) => {
      for (const [name, bytes] of files) {
        if (name in plan.pictures) await tx.insert(catalogImportFiles).values({ importId: input.id, name, bytes });
      }
      await tx
        .update(catalogImports)
        .set({ status: 'ready', summary, plan, done: summary.rows, total: summary.rows })
        .where(eq(catalogImports.id, input.id));
    });
  } catch (error) {
    const message = error instanceof HttpError ? error.message : '';
    await db.update(catalogImports).set({ status: 'failed', message }).where(eq(catalogImports.id, input.id));
    throw error;
  }
  return getImport(db, input.id, input.sellerId);
}

export async function getImport(db: Db, id: string, sellerId: string): Promise<ImportView> {
  const [row] = await db
    .select()
    .from(catalogImports)
    .where(and(eq(catalogImports.id, id), eq(catalogImports.sellerId, sellerId)));
  if (!row) throw notFound(E.notFound);
  return view(row);
}

type Received = Awaited<ReturnType<typeof receiveGoods>>;

/** Claims the waiting preview (one confirmation wins across instances), writes its plan in one
 * transaction, and marks it applied; refused, the preview waits again with the reason. A receipt
 * sheet is written whole, in the same transaction, or nothing is (decision 0148); `mayReceive`:
 * the staff member holds stock.receive. */
export async function confirmImport(
  db: Db,
  id: string,
  sellerId: string,
  allOrNothing: boolean,
  mayReceive = false,
): Promise<ImportView & { result: ApplyResult & { receipt: Received | null } }> {
  const [claimed] = await db
    .update(catalogImports)
    .set({ status: 'applying', done: 0, message: '' })
    .where(and(eq(catalogImports.id, id), eq(catalogImports.sellerId, sellerId), eq(catalogImports.status, 'ready')))
    .returning();
  if (!claimed) {
    await getImport(db, id, sellerId); // 404 when it is not this seller's
    throw conflict(E.notReady);
  }
  const plan = claimed.plan as WorkbookPlan;
  try {
    if (allOrNothing && plan.refusedCount) throw conflict(E.refusedRows(plan.refusedCount));
    if (plan.receipt && !mayReceive) throw new HttpError(403, RECEIPT_SHEET_TEXT.mayNotReceive);
    if (plan.receipt?.refusedCount) throw conflict(RECEIPT_SHEET_TEXT.refused(plan.receipt.refusedCount));
    const total = plan.creates.length + plan.updates.length;
    const result = await db.transaction(async (tx) => ({
      ...(await applyPlan(tx, plan, {
        sellerId,
        note: claimed.fileName,
        onProgress: progress(db, id, total),
        pictures: async (name) => {
          const [file] = await tx
            .select({ bytes: catalogImportFiles.bytes })
            .from(catalogImportFiles)
            .where(and(eq(catalogImportFiles.importId, id), eq(catalogImportFiles.name, name)));
          return file.bytes;
        },
      })),
      receipt: plan.receipt ? await applyReceipt(tx, plan.receipt, sellerId) : null,
    }));
    await pruneImages(db, result.replacedImages);
    await db
      .update(catalogImports)
      .set({
        status: 'applied',
        done: total,
        total,
        plan: null,
        message: [IMPORT_TEXT.applied(result.added, result.changed), result.receipt?.message].filter(Boolean).join(' '),
      })
      .where(eq(catalogImports.id, id));
    await db.delete(catalogImportFiles).where(eq(catalogImportFiles.importId, id));
    return { ...(await getImport(db, id, sellerId)), result };
  } catch (error) {
    const message = error instanceof HttpError ? error.message : '';
    await db.update(catalogImports).set({ status: 'ready', message }).where(eq(catalogImports.id, id));
    throw error;
  }
}

/** The receipt through the API's own service; a line gone bad since the preview (an expiry now
 * past, a product deleted) refuses it, named by its row in the sheet. */
async function applyReceipt(tx: Db, receipt: NonNullable<WorkbookPlan['receipt']>, sellerId: string) {
  const issues = await recheckReceipt(tx, receipt);
  if (issues.length) throw badRequest(issues.join('\n'));
  return receiveGoods(tx, receipt.input, sellerId);
}
