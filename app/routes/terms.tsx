/** /sertler: the terms of sale (issue 25): the seller, the seller's text, and
 * the delivery zones with their fees as they are now. */
import { deliveryDays } from '../../domain/delivery';
import { PAYMENT_LABELS } from '../../domain/delivery-text';
import { formatMoneyIn } from '../../domain/format';
import { sellerDetailsLines } from '../../domain/settings-text';
import { Container, PageTitle, SectionTitle } from '../components/page-heading';
import { PolicyText, SellerIdentity } from '../components/policy-text';
import { RouteError } from '../components/route-error';
import { useShopSettings } from '../components/shop-settings';
import { seo } from '../lib/seo';
import { pageText } from '../lib/text.server';
import type { Route } from './+types/terms';
import { textsOf, useLang, useText } from '../lib/text';

export function meta(args: Route.MetaArgs) {
  const { PAGE, POLICY_TEXT } = textsOf(args.matches);
  const text = POLICY_TEXT.terms;
  return seo(args, { title: PAGE.title(text.title), description: text.description });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return { delivery: await context.services.settings.getDelivery(), text: pageText(request, ['POLICY_TEXT']) };
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const text = useText().POLICY_TEXT.terms;
  const shop = useShopSettings();
  const { zones, minOrder } = loaderData.delivery;
  const cell = 'border-b border-slate-200 px-3 py-2 text-left';
  return (
    <Container className="max-w-4xl">
      <PageTitle>{text.title}</PageTitle>
      <section aria-labelledby="terms-seller" className="mb-8 rounded-2xl border border-slate-200 p-5">
        <h2 id="terms-seller" className="mb-2 font-bold text-slate-900">
          {text.seller}
        </h2>
        <SellerIdentity lines={sellerDetailsLines(shop).slice(1)} />
      </section>
      <PolicyText text={shop.terms} />
      {zones.length > 0 && (
        <section aria-labelledby="terms-zones" className="mt-10">
          <SectionTitle id="terms-zones">{text.zones}</SectionTitle>
          {minOrder > 0 && <p className="mb-3 text-slate-700">{text.minOrder(formatMoneyIn(lang, minOrder))}</p>}
          <div className="overflow-x-auto">
            <table className="w-full min-w-[560px] border-collapse text-sm">
              <thead>
                <tr>
                  {text.zoneColumns.map((c) => (
                    <th key={c} scope="col" className={`${cell} font-semibold text-slate-900`}>
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {zones.map((z) => (
                  <tr key={z._id}>
                    <th scope="row" className={`${cell} font-medium`}>
                      {z.name}
                    </th>
                    <td className={cell}>{formatMoneyIn(lang, z.fee)}</td>
                    <td className={cell}>
                      {z.freeOver == null ? text.never : text.from(formatMoneyIn(lang, z.freeOver))}
                    </td>
                    <td className={cell}>{deliveryDays(z.daysMin, z.daysMax)}</td>
                    <td className={cell}>{PAYMENT_LABELS[z.cod ? 'COD' : 'TRANSFER']}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
