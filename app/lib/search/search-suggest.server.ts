/** The header's suggestions as JSON (decision 0046): up to 6 substances and products for
 * `?q=`, public and the same for everyone, so browsers and CDNs keep an
 * answer a minute. A query with control characters, or none, is a 400. */
import type { AppLoadContext } from 'react-router';
import { firstIssue } from '../../../domain/shared/schemas';
import { suggestQuerySchema } from '../../../domain/search/search-schema';

export const SUGGEST_CACHE_CONTROL = 'public, max-age=60';

export async function suggestResponse(context: Pick<AppLoadContext, 'services'>, request: Request): Promise<Response> {
  const parsed = suggestQuerySchema.safeParse({ q: new URL(request.url).searchParams.get('q') ?? undefined });
  if (!parsed.success) return Response.json({ success: false, message: firstIssue(parsed.error) }, { status: 400 });
  const { products, substances } = await context.services.search.suggestProducts(parsed.data.q);
  return Response.json(
    { success: true, products, substances },
    { headers: { 'cache-control': SUGGEST_CACHE_CONTROL } },
  );
}
