/** The lint rules that hold the rendering path together (decision 0041):
 * React Router's <Link> stays out of the storefront, and its internals out
 * of every file of app/ but app/lib/router-internals.ts. */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const rulesHit = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath }))[0].messages.map((m) => m.ruleId);

// ESLint's first run loads every plugin: seconds on a busy two-core machine, not a rule's cost
describe('lint rules of the rendering path', { timeout: 60_000 }, () => {
  it('refuse <Link> and NavLink in the storefront, not AppLink', async () => {
    const link = 'import { Link } from \'react-router\';\nexport const A = () => <Link to="/">a</Link>;\n';
    expect(await rulesHit(link, 'app/components/catalog/product-card.tsx')).toContain('no-restricted-imports');
    expect(await rulesHit(link.replaceAll('Link', 'NavLink'), 'app/routes/home.tsx')).toContain(
      'no-restricted-imports',
    );
    const appLink = 'import { AppLink } from \'./app-link\';\nexport const A = () => <AppLink to="/">a</AppLink>;\n';
    expect(await rulesHit(appLink, 'app/components/catalog/product-card.tsx')).toEqual([]);
  });

  it('refuse React Router internals outside app/lib/router-internals.ts', async () => {
    const internals = 'export const f = (c: any, S: any) => [c.renderMeta, c.serverHandoffStream, Scripts(S)];\n';
    const hits = await rulesHit(internals, 'app/entry.server.tsx');
    expect(hits.filter((r) => r === 'no-restricted-syntax')).toHaveLength(3);
    expect(await rulesHit(internals, 'app/lib/router-internals.ts')).not.toContain('no-restricted-syntax');
  });

  it('refuse server code in app/ outside its .server.ts modules, even a type', async () => {
    const serverType = "import type { Db } from '../../../server/db/client';\nexport type D = Db;\n";
    expect(await rulesHit(serverType, 'app/components/seller/orders/order-filters.tsx')).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await rulesHit(serverType, 'app/lib/session.server.ts')).toEqual([]);
  });

  it('refuse the seller panel in the storefront, not in the panel itself', async () => {
    const panel = "import { inputClass } from '../seller/seller-fields';\nexport const c = inputClass;\n";
    expect(await rulesHit(panel, 'app/components/catalog/product-card.tsx')).toContain('no-restricted-imports');
    expect(await rulesHit(panel, 'app/components/staff/audit-filters.tsx')).toEqual([]);
  });

  it('keep domain/ free of the server, the app and every framework, database and Node module', async () => {
    for (const code of [
      "import { formatMoney } from '../../server/services/shared/errors';\nexport const f = formatMoney;\n",
      "import { useState } from 'react';\nexport const f = useState;\n",
      "import { readFileSync } from 'node:fs';\nexport const f = readFileSync;\n",
      "import type { Pool } from 'pg';\nexport type P = Pool;\n",
    ])
      expect(await rulesHit(code, 'domain/catalog/stock-rule.ts')).toContain('no-restricted-imports');
    const shared = "import { toManat } from '../shared/money';\nexport const f = toManat;\n";
    expect(await rulesHit(shared, 'domain/catalog/stock-rule.ts')).toEqual([]);
  });

  it('keep HTTP out of services and the database out of API handlers', async () => {
    const http = "import { sendError } from '../../api/errors';\nexport const f = sendError;\n";
    expect(await rulesHit(http, 'server/services/orders/order-writes.ts')).toContain('no-restricted-imports');
    const db = "import { sql } from '../../db/client';\nexport const f = sql;\n";
    expect(await rulesHit(db, 'server/api/orders/order-routes.ts')).toContain('no-restricted-imports');
    expect(await rulesHit(db, 'server/services/orders/order-writes.ts')).toEqual([]);
  });
});
