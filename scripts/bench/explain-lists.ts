/** EXPLAIN (ANALYZE) of every list's query as the services send it, so the
 * index behind each order and filter is seen (issue 9): the first page and a
 * later keyset page of products (all, by category, by stock, both, search),
 * news (all, visible), customers, and the sitemap's product file. */
import type pg from 'pg';

const PAGE = `order by created_at desc, id desc limit 26`;

const queries = (after: string): [string, string][] => [
  ['products, all, first page', `select id from products ${PAGE}`],
  ['products, all, a page 60 000 rows in', `select id from products where ${after} ${PAGE}`],
  ['products, total', `select count(*) from products`],
  ['products by category', `select id from products where category = 'Həblər' ${PAGE}`],
  ['products by category, later page', `select id from products where category = 'Həblər' and ${after} ${PAGE}`],
  ['products out of stock', `select id from products where in_stock = false ${PAGE}`],
  [
    'products in stock by category (storefront)',
    `select id from products where category = 'Digər' and in_stock = true ${PAGE}`,
  ],
  ['products by category, total', `select count(*) from products where category = 'Digər' and in_stock = true`],
  ['search, common word', `select id from products where name_folded like '%heb%' and in_stock = true ${PAGE}`],
  [
    'search, rare word',
    `select id from products where name_folded like '%ivermektin inyeksiya 10 ml%' and in_stock = true ${PAGE}`,
  ],
  [
    'search, total (counted up to 1 000)',
    `select count(*) from (select 1 from products where name_folded like '%heb%' and in_stock = true limit 1001) m`,
  ],
  [
    'search, total of a rare word',
    `select count(*) from (select 1 from products where name_folded like '%№4242%' and in_stock = true limit 1001) m`,
  ],
  ['news, all (seller)', `select id from news ${PAGE}`],
  ['news, visible (public /news)', `select id from news where seen = true ${PAGE}`],
  ['customers', `select id, (select count(*) from orders where orders.user_id = users.id) from users ${PAGE}`],
  [
    'sitemap, products file 2',
    `select id, category, updated_at from products order by created_at, id limit 50000 offset 50000`,
  ],
];

export async function explainLists(pool: pg.Pool): Promise<void> {
  // a real cursor, 60 000 rows into the list, as a page link carries it
  const { rows: edge } = await pool.query<{ at: string; id: string }>(
    `select created_at::text as at, id from products order by created_at desc, id desc offset 60000 limit 1`,
  );
  const after = edge.length ? `(created_at, id) < ('${edge[0].at}'::timestamptz, '${edge[0].id}'::uuid)` : 'true';
  for (const [label, query] of queries(after)) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing on, summary on) ${query}`,
    );
    const lines = rows.map((r) => r['QUERY PLAN']);
    console.log(`  ${label}:`);
    for (const line of lines.filter((l) => !/^\s*(Planning Time|Buffers)/.test(l))) console.log(`      ${line}`);
  }
}
