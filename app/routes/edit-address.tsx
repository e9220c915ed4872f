/** /account/address/{id}: edit one of the customer's own addresses. */
import { redirect } from 'react-router';
import { MSG } from '../../domain/shared/messages';
import { addressSchema, isId } from '../../domain/shared/schemas';
import { AddressFormPage } from '../components/accounts/address-form';
import { RouteError } from '../components/shared/route-error';
import { formAction, orFail, parseOrFail } from '../lib/form-action.server';
import { notFound, pageLoader } from '../lib/http.server';
import { noticeUrl } from '../lib/notices';
import { seo, errorMeta } from '../lib/seo';
import { pageText } from '../lib/text.server';
import type { Route } from './+types/edit-address';
import { textsOf, useText } from '../lib/text';

export function meta(args: Route.MetaArgs) {
  if (args.error) return errorMeta();
  const { ACCOUNT, PAGE } = textsOf(args.matches);
  return seo(args, {
    title: PAGE.title(ACCOUNT.editAddressTitle),
    description: ACCOUNT.editAddressTitle,
    noindex: true,
  });
}

export const loader = pageLoader(async ({ params, context, request }: Route.LoaderArgs) => {
  const user = context.user;
  if (!user) throw redirect(`/login?redirectTo=${encodeURIComponent(new URL(request.url).pathname)}`);
  if (!isId(params.id)) throw notFound(MSG.addressNotFound);
  const address = await context.services.addresses.getOwnAddress(user._id, params.id);
  const { _id, isDefault: _d, ...defaults } = address;
  return { defaults, text: pageText(request, ['CART_UI', 'ACCOUNT', 'ADDRESS_PLACE']) };
});

export const action = formAction(async ({ params, context }: Route.ActionArgs, fields) => {
  const user = context.user;
  if (!user) throw redirect('/login?redirectTo=/account');
  const address = parseOrFail(addressSchema, fields);
  if (!isId(params.id)) throw notFound(MSG.addressNotFound);
  await orFail(() => context.services.addresses.updateAddress(user._id, params.id, address), fields);
  throw redirect(noticeUrl('/account', 'address-updated'));
});

export default function EditAddress({ loaderData, actionData }: Route.ComponentProps) {
  const { ACCOUNT } = useText();
  return <AddressFormPage title={ACCOUNT.editAddressTitle} defaults={loaderData.defaults} actionData={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
