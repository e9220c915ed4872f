/** /seller/groups: customer groups and their price lists (issue 33): each group's percentages,
 * a new group, and one product's own price, breaks and quantity rule in a chosen group (found by
 * SKU or barcode through this page's GET form); and the chosen group's prices in bulk. */
import { Form } from 'react-router';
import { useText } from '../../../lib/text';
import { PageHeading, Select, TextInput } from '../../../components/seller/seller-fields';
import { SellerRouteError } from '../../../components/seller/seller-route-error';
import { GroupForm } from '../../../components/seller/trade/group-form';
import { ProductTermsForm } from '../../../components/seller/trade/product-terms-form';
import { BulkPriceForm } from '../../../components/seller/trade/bulk-price-form';
import { Banner, Button } from '../../../components/shared/ui';
import { pageLoader } from '../../../lib/http.server';
import { sellerServices } from '../../../lib/seller-access.server';
import { sellerMetaOf } from '../../../lib/seller-meta';
import type { Route } from './+types/groups';

export const meta = sellerMetaOf((t) => t.SELLER_TRADE_UI.groups);

export const loader = pageLoader(async ({ request, context }: Route.LoaderArgs) => {
  const services = sellerServices(context, 'groups');
  const query = new URL(request.url).searchParams;
  const code = (query.get('code') ?? '').slice(0, 60);
  const groups = await services.tradeGroups.listGroups();
  const group = groups.find((g) => g._id === query.get('group')) ?? groups[0];
  const product = code ? await services.tradeGroups.productByCode(code) : null;
  const terms =
    product && group ? (await services.tradeGroups.productTerms(group._id, [product._id]))[product._id] : null;
  return { groups, code, group: group ? { _id: group._id, name: group.name } : null, product, terms };
});

export default function Groups({ loaderData }: Route.ComponentProps) {
  const { SELLER_TRADE_UI: T } = useText();
  const { groups, code, group, product, terms } = loaderData;
  return (
    <>
      <PageHeading>{T.groups}</PageHeading>
      {groups.length === 0 && <p className="mb-4 text-slate-600">{T.noGroups}</p>}
      <div className="grid gap-4 xl:grid-cols-2">
        {groups.map((g) => (
          <GroupForm key={`${g._id}:${g.name}:${g.cataloguePercent}:${JSON.stringify(g.categoryPercents)}`} group={g} />
        ))}
        <GroupForm />
      </div>
      {group && (
        <section aria-labelledby="terms-title" className="mt-8 space-y-4">
          <h2 id="terms-title" className="text-lg font-semibold">
            {T.productTerms}
          </h2>
          <p className="text-sm text-slate-600">{T.productTermsLead}</p>
          <Form method="get" className="grid gap-3 sm:grid-cols-3 sm:items-end">
            <Select label={T.group} name="group" defaultValue={group._id}>
              {groups.map((g) => (
                <option key={g._id} value={g._id}>
                  {g.name}
                </option>
              ))}
            </Select>
            <TextInput label={T.productCode} name="code" defaultValue={code} />
            <div>
              <Button type="submit" variant="panel">
                {T.find}
              </Button>
            </div>
          </Form>
          {code && !product && <Banner>{T.productNotFound}</Banner>}
          {product && (
            <ProductTermsForm
              key={`${product._id}:${group._id}:${JSON.stringify(terms)}`}
              product={product}
              group={group}
              terms={terms}
            />
          )}
        </section>
      )}
      {group && <BulkPriceForm key={group._id} group={group} />}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={useText().SELLER_TRADE_UI.groupsLoadFailed} />;
}
