import type { Route } from './+types/home';

export function meta() {
  return [{ title: 'Baytarlıq məhsulları' }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const products = await context.services.catalog.listProducts({ inStockOnly: true, limit: 8 });
  return { count: products.length };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-semibold">Baytarlıq və ev heyvanları məhsulları</h1>
      <p>Tezliklə: {loaderData.count} məhsul</p>
    </main>
  );
}
