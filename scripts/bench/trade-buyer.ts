/** npm run bench:http (part): a trade buyer's pages beside a visitor's on the same page in the
 * same run (issue 33, decision 0093). A company approved into a group with 7,5 % off the
 * catalogue, 12 % off a category, own prices and two breaks on a third of the products is made
 * directly in the database; its person's session renders every page (private, no-store). Printed:
 * server CPU per render and pages/s of the buyer, of a visitor whose page is rendered (the request
 * carries a cart), of a signed-in retail customer (what a session costs without trade prices) and of
 * a visitor without a session (the kept copy), each with the load average. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/client.ts';
import { loadAverage } from '../lib/load.ts';

type Run = { rps: number; requests: number; statuses: Record<string, number>; cpuMsPerRequest: number };
type Runner = (urlPath: string, headers: Record<string, string>) => Promise<Run>;

/** The buyer's session cookie, after the company, its group and its price list are written. */
export async function tradeBuyerCookie(app: FastifyInstance, db: Db): Promise<string> {
  const email = `alici-${Date.now()}@bench.az`;
  const sid = await customerCookie(app, email);
  await db.execute(sql`
    with g as (insert into customer_groups (name, catalogue_bp) values ('Bench Klinika', 750) returning id),
      d as (insert into group_category_discounts (group_id, category, bp) select id, 'Həblər', 1200 from g),
      p as (insert into group_products (group_id, product_id, price_qepik, min_quantity)
        select g.id, pr.id, pr.price_qepik * 80 / 100, case when pr.price_qepik % 2 = 0 then 2 end
        from g, (select id, price_qepik, row_number() over (order by id) as n from products) pr where pr.n % 3 = 0),
      b as (insert into group_price_breaks (group_id, product_id, min_quantity, unit_qepik)
        select g.id, pr.id, q, pr.price_qepik * (80 - q) / 100
        from g, (select id, price_qepik, row_number() over (order by id) as n from products) pr, (values (10), (50)) v(q)
        where pr.n % 3 = 0),
      c as (insert into companies (legal_name, voen, type, legal_address, phone, status, group_id, decided_at)
        select 'Bench Baytarlıq MMC', '1700000001', 'clinic', 'Bakı, Nəsimi r.', '012 000 00 00', 'approved', id, now() from g
        returning id)
    insert into company_members (user_id, company_id, role)
      select u.id, c.id, 'owner' from c, users u where u.email = ${email}`);
  return sid;
}

/** A retail customer's session cookie (a registered account of no company). */
export async function customerCookie(app: FastifyInstance, email = `musteri-${Date.now()}@bench.az`): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { name: 'Nigar Məmmədova', email, password: 'Bench-parol-2026' },
  });
  const sid = res.cookies.find((c) => c.name === 'sid');
  if (res.statusCode >= 300 || !sid) throw new Error(`register: ${res.statusCode}`);
  return `sid=${sid.value}`;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** Buyer, rendered visitor and kept visitor take turns round by round on each page. */
export async function compareTradeBuyer(
  app: FastifyInstance,
  run: Runner,
  urls: string[],
  buyerCookie: string,
  cartCookie: string,
  rounds: number,
  retailCookie: string,
): Promise<void> {
  const enc = { 'accept-encoding': 'gzip, deflate, br' };
  // rendered pages plain, as the render goal is measured (bench-http.ts); the kept copy as browsers ask
  const who = {
    buyer: { cookie: `${buyerCookie}; ${cartCookie}` },
    visitor: { cookie: cartCookie },
    customer: { cookie: `${retailCookie}; ${cartCookie}` },
    kept: enc,
  };
  for (const url of urls) {
    const own = await app.inject({ url, headers: who.buyer });
    if (own.statusCode !== 200 || own.headers['cache-control'] !== 'private, no-store')
      throw new Error(`${url}: the buyer's page is not private (${own.statusCode} ${own.headers['cache-control']})`);
    const figures = { buyer: [] as Run[], visitor: [] as Run[], customer: [] as Run[], kept: [] as Run[] };
    for (const headers of Object.values(who)) await run(url, headers); // warm-up
    for (let round = 0; round < rounds; round++)
      for (const [name, headers] of Object.entries(who) as [keyof typeof who, Record<string, string>][]) {
        const r = await run(url, headers);
        if (!r.statuses['200'] || Object.keys(r.statuses).length !== 1)
          throw new Error(`${url} ${name}: statuses ${JSON.stringify(r.statuses)}`);
        figures[name].push(r);
      }
    const cpu = (name: keyof typeof who) => median(figures[name].map((r) => r.cpuMsPerRequest));
    const rps = (name: keyof typeof who) => median(figures[name].map((r) => r.rps));
    const ratio = rps('buyer') / rps('visitor');
    console.log(
      `trade buyer ${url}: render ${cpu('buyer').toFixed(2)} ms CPU (goal ≤ 3 ms ${cpu('buyer') <= 3 ? 'ok' : 'MISSED'}), ${rps('buyer').toFixed(0)} pages/s; load ${loadAverage()}`,
    );
    console.log(
      `  visitor rendered (cart): ${cpu('visitor').toFixed(2)} ms, ${rps('visitor').toFixed(0)} pages/s; buyer/visitor ${(ratio * 100).toFixed(0)} % (goal ≥ 50 % ${ratio >= 0.5 ? 'ok' : 'MISSED'}); ` +
        `retail customer signed in: ${cpu('customer').toFixed(2)} ms, ${rps('customer').toFixed(0)} pages/s; ` +
        `visitor kept copy: ${rps('kept').toFixed(0)} pages/s, buyer/kept ${((rps('buyer') / rps('kept')) * 100).toFixed(0)} %; rounds ${figures.buyer.map((r) => r.rps.toFixed(0)).join('/')} vs ${figures.visitor.map((r) => r.rps.toFixed(0)).join('/')}; load ${loadAverage()}`,
    );
  }
}
