/** /qaytarma: returns and refusal (issue 25), the seller's own text. */
import { Container, PageTitle } from '../components/page-heading';
import { PolicyText } from '../components/policy-text';
import { RouteError } from '../components/route-error';
import { useShopSettings } from '../components/shop-settings';
import { seo } from '../lib/seo';
import type { Route } from './+types/returns';
import { useText } from '../lib/text';

const text = POLICY_TEXT.returns;

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: PAGE.title(text.title), description: text.description });
}

export default function Returns() {
  return (
    <Container className="max-w-4xl">
      <PageTitle>{text.title}</PageTitle>
      <PolicyText text={useShopSettings().returns} />
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
