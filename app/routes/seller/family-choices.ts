/** /seller/family-choices?q=: the products a product may be "another size of"
 * (decision 0050), for the product form's picker; a seller's read only. */
import type { Route } from './+types/family-choices';
import { sellerServices } from '../../lib/seller-access.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = sellerServices(context, 'family-choices');
  const q = new URL(request.url).searchParams.get('q') ?? '';
  return { choices: await services.sellerCatalog.familyChoices(q) };
}
