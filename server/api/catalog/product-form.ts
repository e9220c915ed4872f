/** The product form as sent (multipart): repeated checkboxes and substance
 * rows gathered into the schema's fields, and the leaflet file checked. */
import { VET_ERRORS } from '../../../domain/vet/vet-errors.ts';
import { gatherProductForm, productFormSchema, type ProductForm } from '../../../domain/vet/vet-schemas.ts';
import { productStockFieldsSchemaOf, type ProductStockFields } from '../../../domain/stock/stock-schemas.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { badRequest } from '../../services/shared/errors.ts';
import { checkLeaflet } from '../../services/catalog/leaflets.ts';
import type { Services } from '../../services/index.ts';
import type { LeafletChange } from '../../services/catalog/product-writes.ts';
import { parseFields, type UploadForm } from '../multipart.ts';

/** `species` may come as repeated checkboxes or one comma-separated value; substances as
 * a JSON `substances` field or as repeated `substanceName` / `substanceStrength` rows (a form without JavaScript). */
export function productFormFields(form: UploadForm): ProductForm & ProductStockFields {
  // the stock section (issue 24) is its own schema beside the product's fields
  return {
    ...parseFields(productFormSchema, gatherProductForm(form.fields, form.lists)),
    ...parseFields(productStockFieldsSchemaOf(textsIn('az').STOCK_SELLER_TEXT), form.fields),
  };
}

/** Checks the leaflet before anything is stored (so a bad PDF stores no image either). */
export function checkFormLeaflet(form: UploadForm): void {
  if (form.leaflets.length > 1) throw badRequest(VET_ERRORS.leafletTwice, 'leaflet');
  if (form.leaflets[0]) checkLeaflet(form.leaflets[0]);
}

/** The leaflet change the form asks for: a new file, a removal, or none. */
export async function formLeaflet(services: Services, form: UploadForm, fields: ProductForm): Promise<LeafletChange> {
  if (form.leaflets[0]) return services.leaflets.storeLeaflet(form.leaflets[0]);
  return fields.removeLeaflet ? null : undefined;
}

/** Saves with the form's leaflet stored first; a save that fails (a taken SKU, a missing
 * family) leaves no leaflet behind that no product names. */
export async function saveWithLeaflet<T>(
  services: Services,
  form: UploadForm,
  fields: ProductForm,
  save: (leaflet: LeafletChange) => Promise<T>,
): Promise<T> {
  const leaflet = await formLeaflet(services, form, fields);
  try {
    return await save(leaflet);
  } catch (error) {
    if (leaflet) await services.leaflets.pruneLeaflet(leaflet);
    throw error;
  }
}
