/** The audit log (issue 35 item 3, decision 0097): each kind of staff write leaves a row with who,
 * from where, and the old and new values; the rows cannot be changed or removed through the
 * application's own database connection; the owner reads them with filters and as CSV. */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { beforeAll, describe, expect, it } from 'vitest';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { ORDER_STATUS as S } from '../../../domain/orders/order-status.ts';
import { DEFAULT_SETTINGS } from '../../../domain/settings/site.ts';
import type { AuditEntry } from '../../../domain/staff/audit.ts';
import { restoreBackup, writeBackup } from '../../../server/db/backup.ts';
import { auditLog } from '../../../server/db/schema.ts';
import { addProduct } from '../../../server/services/catalog/product-writes.ts';
import { SELLER, UNKNOWN_ID, useTestApp } from '../../helpers/app.ts';
import { csv, parseCsv, setCell } from '../../helpers/catalog-sheet.ts';
import { multipart as multipartOf, realImage } from '../../helpers/multipart.ts';
import { addStaff, type StaffMember } from '../../helpers/staff.ts';

const { SHEET_HEADERS: H } = textsIn('az');

const t = useTestApp();
const ADDRESS = '203.0.113.7';
let manager: StaffMember;
let owner: string;

beforeAll(async () => {
  owner = await t.loginSeller();
  manager = await addStaff(t, 'manager');
});

/** The newest audit rows of a record, read back through the owner's API. */
async function historyOf(entity: string, entityId = ''): Promise<AuditEntry[]> {
  const q = new URLSearchParams({ entity, ...(entityId ? { entityId } : {}) });
  const res = await t.get(`/api/staff/audit?${q}`, owner);
  expect(res.status).toBe(200);
  return res.body.entries;
}
const from = (cookie: string) => ({ cookie, remoteAddress: ADDRESS });

describe('each kind of staff write leaves its audit row', () => {
  it('a product: created, its price and name changed (old → new), switched off, deleted; by whom and from where', async () => {
    const image = await realImage();
    const fields = {
      name: 'Ivermektin 1%',
      description: 'Parazitlərə qarşı',
      category: 'Inyeksiyalar',
      offerPrice: '12,50',
    };
    const added = await t.call('POST', '/api/product/add-product', {
      ...from(manager.cookie),
      ...multipartOf(fields, [image]),
    });
    expect(added.status).toBe(201);
    const id = added.body.product._id;
    const changed = { ...fields, name: 'Ivermektin 1% 50 ml', offerPrice: '14' };
    const put = await t.call('PUT', `/api/product/${id}`, { ...from(manager.cookie), ...multipartOf(changed, []) });
    expect(put.status).toBe(200);
    expect(
      (await t.call('POST', '/api/product/stock', { ...from(manager.cookie), json: { id, inStock: false } })).status,
    ).toBe(200);
    expect((await t.call('DELETE', `/api/product/${id}`, from(manager.cookie))).status).toBe(200);

    const [deleted, switched, updated, created] = await historyOf('product', id);
    expect(created).toMatchObject({
      action: 'create',
      actorEmail: manager.email,
      actorId: manager.id,
      address: ADDRESS,
    });
    expect(created.changes.offerPrice).toEqual([null, 12.5]);
    expect(updated).toMatchObject({ action: 'update', actorEmail: manager.email });
    expect(updated.changes).toEqual({ name: ['Ivermektin 1%', 'Ivermektin 1% 50 ml'], offerPrice: [12.5, 14] });
    expect(switched.changes).toEqual({ inStock: [true, false] });
    expect(deleted).toMatchObject({ action: 'delete' });
    expect(deleted.changes.name).toEqual(['Ivermektin 1% 50 ml', null]);
  });

  it('a stock correction: the quantity old → new and the reason', async () => {
    const p = await t.createProduct();
    await t.post(`/api/stock/${p._id}/correction`, { mode: 'set', value: 5, note: 'Sayım' }, manager.cookie);
    const res = await t.post(
      `/api/stock/${p._id}/correction`,
      { mode: 'add', value: -2, note: 'Sınıb' },
      manager.cookie,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [second] = await historyOf('product', p._id);
    expect(second).toMatchObject({ action: 'stock-correction', actorEmail: manager.email });
    expect(second.changes).toEqual({ quantity: [5, 3], note: [null, 'Sınıb'] });
  });

  it('an order: its status old → new, then its deletion', async () => {
    const c = await t.registerCustomer();
    const address = await t.createAddress(c.cookie);
    const p = await t.createProduct({ offerPrice: 7 });
    const placed = await t.post(
      '/api/order/cod',
      { items: [{ product: p._id, quantity: 1 }], address: address._id },
      c.cookie,
    );
    const id = placed.body.order._id;
    expect((await t.put(`/api/order/seller/${id}/status`, { status: S.accepted }, manager.cookie)).status).toBe(200);
    expect((await t.del(`/api/order/seller/${id}`, manager.cookie)).status).toBe(200);
    const [deleted, status] = await historyOf('order', id);
    expect(status).toMatchObject({ action: 'status', actorEmail: manager.email });
    expect(status.changes).toEqual({ status: [S.sent, S.accepted] });
    expect(deleted).toMatchObject({ action: 'delete' });
    expect(deleted.changes.number).toEqual([placed.body.order.number, null]);
  });

  it('news: hidden (seen true → false), then deleted', async () => {
    const news = await t.createNews({ title: 'Yeni peyvəndlər' });
    expect((await t.put('/api/news/seen', { id: news._id, seen: false }, manager.cookie)).status).toBe(200);
    expect((await t.del(`/api/news/${news._id}`, manager.cookie)).status).toBe(200);
    const [deleted, hidden] = await historyOf('news', news._id);
    expect(hidden.changes).toEqual({ seen: [true, false] });
    expect(deleted.changes.title).toEqual(['Yeni peyvəndlər', null]);
  });

  it('the settings and the delivery zones: each changed field old → new', async () => {
    const phones = ['+994125550011'];
    expect((await t.put('/api/settings', { ...DEFAULT_SETTINGS, phones }, owner)).status).toBe(200);
    const [settings] = await historyOf('settings');
    expect(settings.changes.phones).toEqual([DEFAULT_SETTINGS.phones, phones]);
    expect(Object.keys(settings.changes)).toEqual(['phones']);

    const before = (await t.get('/api/delivery')).body;
    const zones = [{ name: 'Bakı', areas: ['Bakı/Nəsimi'], fee: 4, freeOver: null, daysMin: 1, daysMax: 2, cod: true }];
    expect((await t.put('/api/delivery', { zones }, owner)).status).toBe(200);
    const [zoneRow] = await historyOf('zones');
    expect(zoneRow.changes.zones[0]).toEqual(before.zones);
    expect(zoneRow.changes.zones[1]).toMatchObject([{ name: 'Bakı', fee: 4 }]);
  });

  it('a customer deleted: their name and e-mail kept in the row', async () => {
    const c = await t.registerCustomer('Nigar Əliyeva');
    expect((await t.del(`/api/user/delete/${c.user._id}`, owner)).status).toBe(200);
    const [row] = await historyOf('customer', c.user._id);
    expect(row).toMatchObject({ action: 'delete', actorEmail: SELLER.email });
    expect(row.changes).toEqual({ name: ['Nigar Əliyeva', null], email: [c.email, null] });
  });

  it('an import applied: the file, how many added and changed', async () => {
    await addProduct(
      t.db,
      {
        name: 'Albendazol 250 ml',
        description: 'Heyvanlar üçün',
        category: 'Həblər',
        offerPrice: 7,
        inStock: true,
        sku: 'ALB-AUD',
      },
      [],
    );
    const exported = await t.app.inject({ url: '/api/catalog/export?format=csv', headers: { cookie: manager.cookie } });
    const table = parseCsv(exported.body);
    setCell(table, 'ALB-AUD', H.price, '22,40');
    const id = randomUUID();
    const file = { field: 'sheet', filename: 'qiymet.csv', contentType: 'text/csv', data: Buffer.from(csv(table)) };
    const preview = await t.upload('POST', `/api/catalog/import?id=${id}`, {}, [file], manager.cookie);
    expect(preview.body.import.summary).toMatchObject({ changed: 1 });
    const applied = await t.post(`/api/catalog/import/${id}/apply`, { allOrNothing: false }, manager.cookie);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const [row] = await historyOf('import', id);
    expect(row).toMatchObject({ action: 'import-applied', actorEmail: manager.email });
    expect(row.changes).toEqual({ fileName: [null, 'qiymet.csv'], added: [null, 0], changed: [null, 1] });
  });

  it('sign-ins and failed sign-ins, with the e-mail tried and the address', async () => {
    await t.call('POST', '/api/seller/login', {
      json: { email: manager.email, password: 'yanlış-parol' },
      remoteAddress: ADDRESS,
    });
    await t.call('POST', '/api/seller/login', {
      json: { email: manager.email, password: 'Heyet-parol-2026' },
      remoteAddress: ADDRESS,
    });
    const [ok, failed] = (await historyOf('sign-in')).filter((e) => e.actorEmail === manager.email);
    expect(ok).toMatchObject({ action: 'sign-in', actorId: manager.id, address: ADDRESS });
    expect(failed).toMatchObject({
      action: 'sign-in-failed',
      actorId: null,
      address: ADDRESS,
      changes: { refused: [null, 401] },
    });
  });
});

/** The database's refusal of a statement, or '' when it ran. */
async function refusal(statement: SQL): Promise<string> {
  try {
    // the owner's connection: the serving role is refused before the trigger (tests/api/platform/serving-role.test.ts)
    await t.database.owner.db.execute(statement);
    return '';
  } catch (error) {
    return String((error as { cause?: Error }).cause?.message ?? error);
  }
}

describe('the log is append-only in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of audit rows, even through the owner’s connection', async () => {
    const before = await t.db.select().from(auditLog);
    expect(before.length).toBeGreaterThan(0);
    expect(await refusal(sql`update audit_log set actor_email = 'kimse@test.az'`)).toBe(
      'audit_log is append-only: UPDATE refused',
    );
    expect(await refusal(sql`delete from audit_log where id = ${before[0].id}`)).toBe(
      'audit_log is append-only: DELETE refused',
    );
    expect(await refusal(sql`truncate audit_log`)).toBe('audit_log is append-only: TRUNCATE refused');
    expect(await t.db.select().from(auditLog)).toEqual(before);
  });
});

describe('the backup', () => {
  it('carries the audit log, and `restore --force` puts it back as it was, still append-only', async () => {
    const rows = await t.db.select().from(auditLog).orderBy(auditLog.id);
    const out = new PassThrough();
    const collected = text(out);
    const counts = await writeBackup(t.database.owner.pool, out);
    out.end();
    const backup = await collected;
    expect(counts.audit_log).toBe(rows.length);
    await t.post('/api/seller/login', SELLER); // one more row, after the backup
    expect((await t.db.select().from(auditLog)).length).toBe(rows.length + 1);

    const input = new PassThrough();
    const loading = restoreBackup(t.database.owner.pool, input, { force: true });
    input.end(backup);
    await loading;
    expect(await t.db.select().from(auditLog).orderBy(auditLog.id)).toEqual(rows);
    expect(await refusal(sql`truncate audit_log`)).toBe('audit_log is append-only: TRUNCATE refused');
    owner = await loginAgain(); // the restore ended the sessions made since the backup
  });
});

async function loginAgain(): Promise<string> {
  const res = await t.post('/api/seller/login', SELLER);
  return `seller_sid=${res.cookies.seller_sid}`;
}

describe('the owner reads the log', () => {
  it('filters by who, what, which record and when; pages; exports the same as CSV', async () => {
    const mine = await t.get(`/api/staff/audit?actor=${encodeURIComponent(manager.email)}&action=status`, owner);
    expect(mine.body.entries.length).toBeGreaterThan(0);
    expect(mine.body.entries.every((e: AuditEntry) => e.actorEmail === manager.email && e.action === 'status')).toBe(
      true,
    );
    const firstPage = await t.get('/api/staff/audit?limit=2', owner);
    const next = await t.get(`/api/staff/audit?limit=2&before=${firstPage.body.next}`, owner);
    expect(next.body.entries[0].id).toBeLessThan(firstPage.body.entries[1].id);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await t.get(`/api/staff/audit?from=${tomorrow}`, owner)).body.entries).toEqual([]);
    expect((await t.get('/api/staff/audit?entity=planet', owner)).status).toBe(400);

    const res = await t.app.inject({ url: '/api/staff/audit/export?entity=settings', headers: { cookie: owner } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf])); // Excel reads ə, ş as UTF-8
    expect(lines[0].replace('\uFEFF', '')).toBe('Tarix;Kim;Ünvan;Əməliyyat;Nə;Qeyd;Dəyişiklik');
    expect(lines[1]).toContain('Parametrlər');
    expect(lines[1]).toContain('Telefonlar: [""+994125554747"",""+994505554747""] → [""+994125550011""]'); // quotes doubled
    expect(
      (await t.app.inject({ url: '/api/staff/audit/export', headers: { cookie: manager.cookie } })).statusCode,
    ).toBe(403);
    expect((await t.get(`/api/staff/audit?entityId=${UNKNOWN_ID}`, owner)).body.entries).toEqual([]);
  });
});
