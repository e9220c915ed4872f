/** /account (linked from the user menu): name, e-mail, password, addresses
 * and deleting the account. Every form is a plain post to this route's
 * action, so the page works before and without JavaScript. */
import { redirect } from 'react-router';
import {
  changeEmailSchema,
  changeNameSchema,
  changePasswordSchema,
  deleteAccountSchema,
} from '../../domain/accounts/account-schemas';
import { MSG } from '../../domain/shared/messages';
import { isId } from '../../domain/shared/schemas';
import { AccountSections } from '../components/accounts/account-sections';
import { BusinessLink } from '../components/trade/business-link';
import { QuickOrderLinks } from '../components/trade/quick-order-links';
import { Container, PageTitle } from '../components/shared/page-heading';
import { RouteError } from '../components/shared/route-error';
import { changed, formAction, orFail, parseOrFail } from '../lib/form-action.server';
import { noticeUrl } from '../lib/notices';
import { endSessionHeaders } from '../lib/session.server';
import { seo, errorMeta } from '../lib/seo';
import { pageLoader } from '../lib/http.server';
import { pageText } from '../lib/text.server';
import type { Route } from './+types/account';
import { textsOf, useText } from '../lib/text';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export function meta(args: Route.MetaArgs) {
  if (args.error) return errorMeta();
  const { ACCOUNT, PAGE } = textsOf(args.matches);
  return seo(args, { title: PAGE.title(ACCOUNT.accountTitle), description: ACCOUNT.accountLead, noindex: true });
}

export const loader = pageLoader(async ({ context, request }: Route.LoaderArgs) => {
  if (!context.user) throw redirect('/login?redirectTo=/account');
  const { name, email } = context.user;
  return {
    name,
    email,
    addresses: await context.services.addresses.listAddresses(context.user._id),
    text: pageText(request, ['ACCOUNT', 'CART_UI', 'ADDRESS_PLACE', 'BUSINESS_UI']),
  };
});

export const action = formAction(
  async ({ context }: Route.ActionArgs, fields) => {
    const intent = fields.intent;
    // logging out twice is not an error (decision 0004): no account needed
    if (intent === 'logout') {
      await context.services.sessions.deleteSession(context.sessionToken);
      return changed(fields, 'logged-out', { headers: endSessionHeaders(context) });
    }
    const user = context.user;
    if (!user) throw redirect('/login?redirectTo=/account');
    const { profile, addresses } = context.services;
    const run = <T,>(work: () => Promise<T>) => orFail(work, fields, { intent });
    const done = (message: string) => ({ ok: true as const, intent, message });
    // a malformed id is "not found", like another customer's
    const addressId = () => (isId(fields.id ?? '') ? fields.id.toLowerCase() : UNKNOWN_ID);
    switch (intent) {
      case 'name':
        await run(() => profile.changeName(user._id, parseOrFail(changeNameSchema, fields, { intent }).name));
        return done(MSG.nameChanged);
      case 'email':
        await run(() => profile.changeEmail(user._id, parseOrFail(changeEmailSchema, fields, { intent })));
        return done(MSG.emailChanged);
      case 'password':
        await run(() =>
          profile.changePassword(user._id, parseOrFail(changePasswordSchema, fields, { intent }), context.sessionToken),
        );
        return done(MSG.passwordChanged);
      case 'default-address':
        await run(() => addresses.setDefaultAddress(user._id, addressId()));
        return done(MSG.defaultAddressSet);
      case 'delete-address':
        await run(() => addresses.deleteAddress(user._id, addressId()));
        return done(MSG.addressDeleted);
      default: // delete-account
        await run(() =>
          profile.deleteOwnAccount(user._id, parseOrFail(deleteAccountSchema, fields, { intent }).currentPassword),
        );
        throw redirect(noticeUrl('/', 'account-deleted'), { headers: endSessionHeaders(context) });
    }
  },
  ['name', 'email', 'password', 'default-address', 'delete-address', 'delete-account', 'logout'],
);

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { ACCOUNT } = useText();
  return (
    <Container className="max-w-5xl">
      <PageTitle lead={ACCOUNT.accountLead}>{ACCOUNT.accountTitle}</PageTitle>
      <AccountSections {...loaderData} answer={actionData} />
      <QuickOrderLinks className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6" />
      <BusinessLink />
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
