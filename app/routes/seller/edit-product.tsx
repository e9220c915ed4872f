/** /seller/editproduct/:id: edit a product; new images (≤5) replace the old ones. Below the form,
 * its stock: the correction form, its batches (issue 41) and the ledger (issue 24). */
import { SellerRouteError } from '../../components/seller/seller-route-error';
import { useNavigate } from 'react-router';
import type { Route } from './+types/edit-product';
import { MSG } from '../../../domain/shared/messages';
import { isId } from '../../../domain/shared/schemas';
import { sellerServices, staffCan } from '../../lib/seller-access.server';
import { notFound, pageLoader } from '../../lib/http.server';
import { CurrentImages } from '../../components/seller/edit-parts';
import { PageHeading } from '../../components/seller/seller-fields';
import { withPrefix } from '../../components/seller/notify';
import { ProductForm } from '../../components/seller/catalog/product-form';
import { MAX_IMAGES, STOCK_LEDGER_PAGE } from '../../../domain/shared/limits';
import { sellerMetaOf } from '../../lib/seller-meta';
import { pageRequestFromUrl } from '../../../domain/shared/paging';
import { useStaffCan } from '../../components/seller/staff-can';
import { AuditHistory } from '../../components/staff/audit-history';
import { StockCorrection } from '../../components/seller/stock/stock-correction';
import { StockLedger } from '../../components/seller/stock/stock-ledger';
import { GroupPricesTable } from '../../components/seller/trade/group-prices-table';
import { StockBatches } from '../../components/seller/stock/stock-batches';
import { productBatchAction } from '../../lib/stock/batch-desk.server';
import { formAction } from '../../lib/form-action.server';
import { pageText } from '../../lib/text.server';
import { useText } from '../../lib/text';

export const meta = sellerMetaOf((t) => t.SELLER_TEXT.editProduct);

export const loader = pageLoader(async ({ context, params, request }: Route.LoaderArgs) => {
  const services = sellerServices(context, 'editproduct/:id');
  if (!isId(params.id)) throw notFound(MSG.productNotFound);
  const [product, substances] = await Promise.all([
    services.catalog.getProduct(params.id),
    services.sellerCatalog.substanceNames(),
  ]);
  const ledgerRequest = pageRequestFromUrl(new URL(request.url).searchParams, STOCK_LEDGER_PAGE);
  const [[stock], batches, ledger, history, groupPrices] = await Promise.all([
    services.stock.sellerStockOf([product._id]),
    services.batchDesk.batchStates(product._id),
    services.stock.stockLedgerPage(product._id, ledgerRequest),
    services.audit.historyOf('product', product._id),
    // its price in each customer group (issue 33), for those who may read the price lists
    staffCan(context, 'companies.read') ? services.tradePriceEdits.productGroupPrices(product) : null,
  ]);
  if (!stock) throw notFound(MSG.productNotFound);
  const { items: entries, ...paging } = ledger;
  // the group prices' breaks read as the product page lists them (TRADE_PRICE_UI is not AZ_ONLY)
  const text = pageText(request, ['TRADE_PRICE_UI']);
  return { product, substances, stock, batches, entries, paging, history, groupPrices, text };
});

/** The batches' forms (block, unblock, write-off); the product form itself saves through the API. */
export const action = formAction(
  async ({ context }: Route.ActionArgs, fields) => {
    sellerServices(context, 'editproduct/:id');
    return productBatchAction(context, fields);
  },
  ['block', 'unblock', 'write-off'],
);

export default function EditProduct({ loaderData }: Route.ComponentProps) {
  const { SELLER_TEXT } = useText();
  const navigate = useNavigate();
  const { product, substances, stock, batches, entries, paging, history, groupPrices } = loaderData;
  const may = useStaffCan();
  return (
    <>
      <PageHeading>{SELLER_TEXT.editProduct}</PageHeading>
      <CurrentImages images={product.image} alt={product.name} />
      {may('catalog.write') && (
        <ProductForm
          product={product}
          substances={substances}
          stock={stock}
          slots={MAX_IMAGES}
          imagesHint={SELLER_TEXT.editImagesHint}
          path={`/product/${product._id}`}
          method="PUT"
          submitLabel={SELLER_TEXT.save}
          successText={MSG.productUpdated}
          failure={withPrefix(MSG.productUpdateFailed)}
          onSaved={() => navigate('/seller/product-list')}
        />
      )}
      <div className="mt-10 grid max-w-2xl gap-6" id="stock">
        {may('stock.correct') && <StockCorrection productId={product._id} stock={stock} />}
        {(stock.trackStock || batches.length > 0) && (
          <StockBatches
            product={product}
            batches={batches}
            mayBlock={may('batches.recall')}
            mayWriteOff={may('stock.receive')}
          />
        )}
        <StockLedger entries={entries} paging={paging} />
        {groupPrices && <GroupPricesTable prices={groupPrices} sku={product.sku ?? null} />}
        <AuditHistory entries={history} />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { SELLER_TEXT } = useText();
  return (
    <SellerRouteError
      error={error}
      message={MSG.productLoadForEditFailed}
      back={{ to: '/seller/product-list', label: SELLER_TEXT.backToProducts }}
    />
  );
}
