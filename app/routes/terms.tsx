/** /sertler: the terms of sale (issue 25): the seller, the seller's text, and
 * the delivery zones with their fees as they are now. */
import { formatMoneyIn } from '../../domain/shared/format';
import { sellerIdentityLines } from '../../domain/settings/shop-details';
import { DeliveryZones } from '../components/delivery/delivery-zones';
import { Container, PageTitle, SectionTitle } from '../components/shared/page-heading';
import { PhoneText } from '../components/shared/phone-text';
import { PolicyText, SellerIdentity } from '../components/content/policy-text';
import { RouteError } from '../components/shared/route-error';
import { useShopSettings } from '../components/shared/shop-settings';
import { seo, errorMeta } from '../lib/seo';
import { pageText, requestLang, serverTexts } from '../lib/text.server';
import type { Route } from './+types/terms';
import { textsOf, useLang, useText } from '../lib/text';

export function meta(args: Route.MetaArgs) {
  if (args.error) return errorMeta();
  const { PAGE, POLICY_TEXT } = textsOf(args.matches);
  const text = POLICY_TEXT.terms;
  return seo(args, { title: PAGE.title(text.title), description: text.description });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { settings } = context.services;
  const [delivery, shop] = await Promise.all([settings.getDelivery(), settings.getSettings()]);
  // the Russian text only where a Russian page shows it (issue 36)
  const textRu = requestLang(request) === 'ru' ? (shop.termsRu ?? null) : null;
  // the identity's words stay Azerbaijani on a Russian page, as the footer's do
  const identity = sellerIdentityLines(shop, serverTexts('az').SHOP_IDENTITY);
  return { delivery, textRu, identity, text: pageText(request, ['POLICY_TEXT', 'DELIVERY_UI', 'PAYMENT_LABELS']) };
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const { PAGE, POLICY_TEXT } = useText();
  const text = POLICY_TEXT.terms;
  const shop = useShopSettings();
  const { zones, minOrder } = loaderData.delivery;
  return (
    <Container className="max-w-4xl">
      <PageTitle>{text.title}</PageTitle>
      <section aria-labelledby="terms-seller" className="mb-8 rounded-2xl border border-slate-200 p-5">
        <h2 id="terms-seller" className="mb-2 font-bold text-slate-900">
          {text.seller}
        </h2>
        <SellerIdentity lines={loaderData.identity} />
        <ul className="mt-1 space-y-1 text-sm text-slate-700" data-testid="seller-contacts">
          <li>
            {PAGE.contact.phone}:{' '}
            {shop.phones.map((phone, i) => (
              <span key={phone}>
                {i > 0 && ', '}
                <PhoneText e164={phone} />
              </span>
            ))}
          </li>
          <li>
            {PAGE.contact.email}: {shop.email}
          </li>
        </ul>
      </section>
      <PolicyText text={shop.terms} textRu={loaderData.textRu} />
      {zones.length > 0 && (
        <section aria-labelledby="terms-zones" className="mt-10">
          <SectionTitle id="terms-zones">{text.zones}</SectionTitle>
          {minOrder > 0 && <p className="mb-3 text-slate-700">{text.minOrder(formatMoneyIn(lang, minOrder))}</p>}
          <DeliveryZones zones={zones} labelledBy="terms-zones" />
        </section>
      )}
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
