/** /qaytarma: returns and refusal (issue 25), the seller's own text. */
import { Container, PageTitle } from '../components/shared/page-heading';
import { PolicyText } from '../components/content/policy-text';
import { RouteError } from '../components/shared/route-error';
import { useShopSettings } from '../components/shared/shop-settings';
import { seo, errorMeta } from '../lib/seo';
import { pageText, requestLang } from '../lib/text.server';
import type { Route } from './+types/returns';
import { textsOf, useText } from '../lib/text';

export async function loader({ request, context }: Route.LoaderArgs) {
  // the Russian text only where a Russian page shows it (issue 36)
  const textRu =
    requestLang(request) === 'ru' ? ((await context.services.settings.getSettings()).returnsRu ?? null) : null;
  return { textRu, text: pageText(request, ['POLICY_TEXT']) };
}

export function meta(args: Route.MetaArgs) {
  if (args.error) return errorMeta();
  const { PAGE, POLICY_TEXT } = textsOf(args.matches);
  const text = POLICY_TEXT.returns;
  return seo(args, { title: PAGE.title(text.title), description: text.description });
}

export default function Returns({ loaderData }: Route.ComponentProps) {
  const text = useText().POLICY_TEXT.returns;
  return (
    <Container className="max-w-4xl">
      <PageTitle>{text.title}</PageTitle>
      <PolicyText text={useShopSettings().returns} textRu={loaderData.textRu} />
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
