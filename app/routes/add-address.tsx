import { redirect } from 'react-router';
import { addressSchema } from '../../domain/shared/schemas';
import { AddressFormPage, newAddressDefaults } from '../components/accounts/address-form';
import { RouteError } from '../components/shared/route-error';
import { formAction, orFail, parseOrFail } from '../lib/form-action.server';
import { LOGIN_FOR_ADDRESS_URL, noticeUrl } from '../lib/notices';
import { safeRedirect } from '../lib/safe-redirect';
import { seo, errorMeta } from '../lib/seo';
import { pageLoader } from '../lib/http.server';
import { pageText, requestLang, serverTexts } from '../lib/text.server';
import type { Route } from './+types/add-address';
import { textsOf, useText } from '../lib/text';

export function meta(args: Route.MetaArgs) {
  if (args.error) return errorMeta();
  const { PAGE } = textsOf(args.matches);
  return seo(args, {
    title: PAGE.title(PAGE.addAddress.title),
    description: PAGE.addAddress.description,
    noindex: true,
  });
}

export const loader = pageLoader(async ({ context, request }: Route.LoaderArgs) => {
  if (!context.user) throw redirect(LOGIN_FOR_ADDRESS_URL);
  const { ACCOUNT } = serverTexts(requestLang(request));
  return {
    defaults: newAddressDefaults(context.user, ACCOUNT.defaultCountry),
    text: pageText(request, ['CART_UI', 'ACCOUNT', 'ADDRESS_PLACE']),
  };
});

/** Back to where the customer came from: the cart by default, or /account. */
export const action = formAction(async ({ request, context }: Route.ActionArgs, fields) => {
  const user = context.user;
  if (!user) throw redirect(LOGIN_FOR_ADDRESS_URL);
  const address = parseOrFail(addressSchema, fields);
  await orFail(() => context.services.addresses.addAddress(user._id, address), fields);
  const back = safeRedirect(new URL(request.url).searchParams.get('redirectTo'), '/cart');
  throw redirect(noticeUrl(back, 'address-added'));
});

export default function AddAddress({ loaderData, actionData }: Route.ComponentProps) {
  const { CART_UI } = useText();
  return <AddressFormPage title={CART_UI.addressTitle} defaults={loaderData.defaults} actionData={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
