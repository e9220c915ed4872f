/** /seller/product-list: the catalogue a page at a time, newest first,
 * searchable by name (folded as in the storefront), filtered by category and
 * stock; each product with its stock switch, edit link and delete. */
import { Form, useRevalidator } from 'react-router';
import { AppLink } from '../../components/app-link';
import { SellerRouteError } from '../../components/seller/seller-route-error';
import type { Route } from './+types/product-list';
import { api } from '../../lib/api';
import { CATEGORIES, CATEGORY_PATHS, categoryText, type CategoryPath } from '../../../domain/categories';
import { formatMoney } from '../../../domain/format';
import { imageUrl } from '../../../domain/images';
import { MSG } from '../../../domain/messages';
import { pageRequestFromUrl } from '../../../domain/paging';
import type { Product } from '../../../domain/types';
import { Pagination } from '../../components/pagination';
import { sellerServices } from '../../lib/seller-access.server';
import { Actions, DataTable, ListCard, RowActions, wideCell } from '../../components/seller/data-table';
import { inputClass, PageHeading } from '../../components/seller/seller-fields';
import { notify, withPrefix } from '../../components/seller/notify';
import { useDelete } from '../../components/seller/use-delete';
import { ServerSwitch } from '../../components/seller/server-switch';
import { SELLER_TEXT } from '../../../domain/seller-text';
import { sellerMeta } from '../../lib/seller-meta';

const PAGE_SIZE = 25;
const COLUMNS = [
  { label: SELLER_TEXT.image, hidden: true },
  { label: SELLER_TEXT.productName },
  { label: SELLER_TEXT.category, wide: true },
  { label: SELLER_TEXT.price },
  { label: SELLER_TEXT.inStock },
  { label: SELLER_TEXT.actions, hidden: true },
];

export const meta = () => sellerMeta(SELLER_TEXT.productList);

/** The filters as the address gives them; anything unknown counts as "all". */
function readFilters(params: URLSearchParams) {
  const category = params.get('category') ?? '';
  const stock = params.get('stock') ?? '';
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    category: (CATEGORY_PATHS as readonly string[]).includes(category) ? (category as CategoryPath) : '',
    stock: stock === 'in' || stock === 'out' ? stock : '',
  } as const;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = sellerServices(context);
  const params = new URL(request.url).searchParams;
  const filters = readFilters(params);
  const page = await services.catalog.pageProducts(
    {
      search: filters.search,
      category: filters.category || undefined,
      inStock: filters.stock ? filters.stock === 'in' : undefined,
    },
    pageRequestFromUrl(params, PAGE_SIZE),
  );
  return {
    filters,
    products: page.items,
    paging: { total: page.total, totalCapped: page.totalCapped, next: page.next, prev: page.prev },
  };
}

function Thumb({ product }: { product: Product }) {
  return product.image[0] ? (
    <img
      src={imageUrl(product.image[0], 320)}
      alt=""
      width={56}
      height={56}
      className="h-14 w-14 rounded-md border border-slate-200 object-cover"
    />
  ) : (
    <div className="h-14 w-14 rounded-md bg-slate-100" />
  );
}

function useProductActions(product: Product) {
  const revalidator = useRevalidator();
  const setStock = async (inStock: boolean) => {
    const ok = notify(await api('/product/stock', { json: { id: product._id, inStock } }), MSG.stockUpdated);
    if (ok) void revalidator.revalidate(); // the other layout's switch and the stock filter follow
    return ok;
  };
  const remove = useDelete(`/product/${product._id}`, MSG.productDeleted, withPrefix(MSG.productDeleteFailed));
  const actions = {
    editTo: `/seller/editproduct/${product._id}` as const,
    name: product.name,
    question: SELLER_TEXT.deleteProductQuestion(product.name),
    onDelete: remove,
  };
  const stockSwitch = (
    <ServerSwitch checked={product.inStock} label={`${SELLER_TEXT.inStock}: ${product.name}`} onChange={setStock} />
  );
  return { actions, stockSwitch };
}

function ProductCard({ product }: { product: Product }) {
  const { actions, stockSwitch } = useProductActions(product);
  return (
    <ListCard image={<Thumb product={product} />}>
      <p className="font-medium break-words">{product.name}</p>
      <p className="text-sm text-slate-600">
        {categoryText(product.category)} ·{' '}
        <span className="whitespace-nowrap text-slate-900">{formatMoney(product.offerPrice)}</span>
      </p>
      <div className="flex items-center gap-2 text-sm text-slate-700">
        {stockSwitch}
        <span aria-hidden="true">{SELLER_TEXT.inStock}</span>
      </div>
      <Actions {...actions} />
    </ListCard>
  );
}

function ProductRow({ product }: { product: Product }) {
  const { actions, stockSwitch } = useProductActions(product);
  return (
    <tr className="border-t border-slate-200">
      <td className="py-2 pr-3">
        <Thumb product={product} />
      </td>
      <td className="py-2 pr-3 font-medium">{product.name}</td>
      <td className={`${wideCell} py-2 pr-3 text-slate-600`}>{categoryText(product.category)}</td>
      <td className="py-2 pr-3">{formatMoney(product.offerPrice)}</td>
      <td className="py-2 pr-3">{stockSwitch}</td>
      <RowActions {...actions} />
    </tr>
  );
}

function Filters({ filters }: { filters: Route.ComponentProps['loaderData']['filters'] }) {
  const filtered = Boolean(filters.search || filters.category || filters.stock);
  // the key resets the fields when the address changes (a cleared filter, the back button)
  return (
    <Form
      method="get"
      role="search"
      aria-label={SELLER_TEXT.filters}
      key={JSON.stringify(filters)}
      className="mb-6 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 xl:grid-cols-[2fr_1fr_1fr_auto]"
    >
      <label className="block text-sm font-medium">
        {SELLER_TEXT.searchByName}
        <input
          type="search"
          name="search"
          defaultValue={filters.search}
          placeholder={SELLER_TEXT.searchPlaceholder}
          maxLength={100}
          className={inputClass}
        />
      </label>
      <label className="block text-sm font-medium">
        {SELLER_TEXT.category}
        <select name="category" defaultValue={filters.category} className={`${inputClass} bg-white`}>
          <option value="">{SELLER_TEXT.allCategories}</option>
          {CATEGORIES.map((c) => (
            <option key={c.path} value={c.path}>
              {c.text}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium">
        {SELLER_TEXT.stock}
        <select name="stock" defaultValue={filters.stock} className={`${inputClass} bg-white`}>
          <option value="">{SELLER_TEXT.stockAll}</option>
          <option value="in">{SELLER_TEXT.stockIn}</option>
          <option value="out">{SELLER_TEXT.stockOut}</option>
        </select>
      </label>
      <div className="flex flex-wrap items-end gap-3">
        <button type="submit" className="rounded-md bg-primary px-5 py-2 font-medium text-white hover:bg-primary-dull">
          {SELLER_TEXT.applyFilters}
        </button>
        {filtered && (
          <AppLink to="/seller/product-list" className="py-2 text-sm font-medium text-primary-dull hover:underline">
            {SELLER_TEXT.clearFilters}
          </AppLink>
        )}
      </div>
    </Form>
  );
}

export default function ProductList({ loaderData }: Route.ComponentProps) {
  const { products, filters, paging } = loaderData;
  const filtered = Boolean(filters.search || filters.category || filters.stock);
  return (
    <>
      <PageHeading>{SELLER_TEXT.productList}</PageHeading>
      <Filters filters={filters} />
      <DataTable
        columns={COLUMNS}
        label={SELLER_TEXT.productList}
        empty={filtered ? SELLER_TEXT.noMatchingProducts : MSG.noProducts}
        cards={products.map((p) => (
          <ProductCard key={p._id} product={p} />
        ))}
      >
        {products.map((p) => (
          <ProductRow key={p._id} product={p} />
        ))}
      </DataTable>
      <Pagination paging={paging} className="mt-6" />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={MSG.error} />;
}
