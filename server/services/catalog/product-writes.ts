/** A product's writes from the seller's form and the API: add, edit, the stock switch, delete; each
 * in one transaction with its substances, family and search document. */
import { eq } from 'drizzle-orm';
import { MSG } from '../../../domain/shared/messages.ts';
import { toQepik } from '../../../domain/shared/money.ts';
import type { ProductFields } from '../../../domain/shared/schemas.ts';
import { fold } from '../../../domain/search/search-folding.ts';
import type { ProductStockFields } from '../../../domain/stock/stock-schemas.ts';
import type { Product } from '../../../domain/shared/types.ts';
import type { VetFields } from '../../../domain/vet/vet-schemas.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { getProduct } from './catalog.ts';
import { notFound } from '../shared/errors.ts';
import { rebuildSearchDocs } from '../search/search-document.ts';
import { joinFamily, saveSubstances, skuConflict, vetColumns } from '../vet/vet-facts.ts';

/** The form's fields: the spec's and the veterinary ones (a veterinary field not sent is kept). */
export type ProductInput = ProductFields & Partial<VetFields> & ProductStockFields;
/** A new leaflet's name, null to remove it, undefined to keep it. */
export type LeafletChange = string | null | undefined;

function columns(fields: ProductInput) {
  return {
    name: fields.name,
    nameFolded: fold(fields.name),
    description: fields.description,
    // the Russian texts (issue 36): not sent, kept (the spec's bodies have none); empty, removed
    ...(fields.nameRu === undefined ? {} : { nameRu: fields.nameRu }),
    ...(fields.descriptionRu === undefined ? {} : { descriptionRu: fields.descriptionRu }),
    category: fields.category,
    priceQepik: fields.offerPrice == null ? null : toQepik(fields.offerPrice),
    ...vetColumns(fields),
    // the quantity itself changes only through server/services/stock/stock.ts (its ledger)
    ...(fields.trackStock === undefined ? {} : { trackStock: fields.trackStock }),
    ...(fields.lowStockThreshold === undefined ? {} : { lowStockThreshold: fields.lowStockThreshold }),
  };
}

/** The row's writes and its substances and family, in one transaction; the product read back whole. */
async function saveProduct(
  db: Db,
  fields: ProductInput,
  write: (tx: Db, familyId: string | null | undefined) => Promise<{ id: string } | undefined>,
): Promise<Product> {
  try {
    return await db.transaction(async (tx) => {
      const familyId =
        fields.familyOf === undefined ? undefined : fields.familyOf && (await joinFamily(tx, fields.familyOf));
      const row = await write(tx, familyId);
      if (!row) throw notFound(MSG.productNotFound);
      if (fields.substances !== undefined) await saveSubstances(tx, row.id, fields.substances);
      await rebuildSearchDocs(tx, eq(products.id, row.id)); // from the row as saved: fields not sent are kept
      return getProduct(tx, row.id);
    });
  } catch (error) {
    throw skuConflict(error);
  }
}

export async function addProduct(
  db: Db,
  fields: ProductInput,
  imageNames: string[],
  leaflet: LeafletChange = undefined,
): Promise<Product> {
  return saveProduct(db, fields, async (tx, familyId) => {
    const [row] = await tx
      .insert(products)
      .values({
        ...columns(fields),
        inStock: fields.inStock ?? true,
        images: imageNames,
        leaflet: leaflet ?? null,
        familyId: familyId ?? null,
      })
      .returning({ id: products.id });
    return row;
  });
}

/** New images, when given, replace the old ones (docs/architecture.md §Validation). */
export async function updateProduct(
  db: Db,
  id: string,
  fields: ProductInput,
  imageNames: string[] | null,
  leaflet: LeafletChange = undefined,
): Promise<Product> {
  if (fields.familyOf === id) fields = { ...fields, familyOf: undefined }; // "another size of" itself: no change
  return saveProduct(db, fields, async (tx, familyId) => {
    const [row] = await tx
      .update(products)
      .set({
        ...columns(fields),
        ...(fields.inStock === undefined ? {} : { inStock: fields.inStock }),
        ...(imageNames ? { images: imageNames } : {}),
        ...(leaflet === undefined ? {} : { leaflet }),
        ...(familyId === undefined ? {} : { familyId }),
        updatedAt: new Date(),
      })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    return row;
  });
}

export async function setStock(db: Db, id: string, inStock: boolean): Promise<Product> {
  const [row] = await db
    .update(products)
    .set({ inStock, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (!row) throw notFound(MSG.productNotFound);
  return getProduct(db, id);
}

export async function deleteProduct(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  if (!deleted.length) throw notFound(MSG.productNotFound);
}
