/** Hostile values by the kind of field they go into, and a fingerprint of
 * the shop's data to prove that a refused call changed nothing. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';

/** JSON text placed verbatim into a body (numbers JSON.stringify cannot write). */
export class Raw {
  constructor(readonly text: string) {}
}

/** JSON.stringify, with Raw values written as their text (`1e999`, `-0`). */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (v instanceof Raw) {
      raws.push(v.text);
      return `@@RAW${raws.length - 1}@@`;
    }
    return v;
  });
  return text.replace(/"@@RAW(\d+)@@"/g, (_m, i) => raws[Number(i)]);
}

export const CONTROL = [
  '\u0000',
  'Ad\u0000Soyad',
  '\u0001',
  'a\u0008b',
  '\u001b[2J',
  'x\u007f',
  'x\u000by',
  'x\u000cy',
  '\u0000'.repeat(50),
];
export const CONTROL_ONE_LINE = ['Ad\tSoyad', 'Ad\nSoyad', 'Ad\r\nSoyad'];
export const WRONG_TYPES: unknown[] = [123, true, null, [], {}, ['a'], { $ne: null }, new Raw('1e999')];
export const HUGE_TEXT = 'ə'.repeat(30_000);
export const BAD_NUMBERS: unknown[] = [
  new Raw('1e308'),
  new Raw('-1e308'),
  new Raw('1e999'),
  new Raw('99999999999999999999'),
  2 ** 53 + 1,
  -1,
  1.5,
  '5',
  null,
  true,
  [],
  {},
];
export const BAD_BOOLEANS: unknown[] = ['true', 1, 0, null, [], {}, 'yes'];
export const BAD_IDS: unknown[] = [
  "' OR 1=1 --",
  '../../etc/passwd',
  '00000000-0000-4000-8000-00000000000',
  '00000000-0000-4000-8000-000000000000\u0000',
  '1; DROP TABLE users',
  123,
  null,
  [],
  {},
  new Raw('1e308'),
];
export const BAD_EMAILS: unknown[] = [
  'yoxdur',
  'a@',
  '@b.az',
  'a b@c.az',
  `${'a'.repeat(250)}@test.az`,
  ...CONTROL.map((c) => `a${c}@test.az`),
];

export type FieldKind =
  'text' | 'optionalText' | 'multiline' | 'email' | 'password' | 'id' | 'number' | 'boolean' | 'enum' | 'phone' | 'zip';

/** Every value a field of this kind must refuse (400/404/409/413/415). */
export function hostileValues(kind: FieldKind): unknown[] {
  switch (kind) {
    case 'text':
      return [...CONTROL, ...CONTROL_ONE_LINE, ...WRONG_TYPES, HUGE_TEXT, '   '];
    case 'optionalText':
      return [...CONTROL, ...CONTROL_ONE_LINE, ...WRONG_TYPES.filter((v) => v !== null), HUGE_TEXT];
    case 'multiline':
      return [...CONTROL, ...WRONG_TYPES, 'ə'.repeat(20_001)];
    case 'email':
      return [...BAD_EMAILS, ...WRONG_TYPES];
    case 'password':
      return [...CONTROL, ...WRONG_TYPES, 'x'.repeat(201)];
    case 'id':
      return BAD_IDS;
    case 'number':
      return BAD_NUMBERS;
    case 'boolean':
      return BAD_BOOLEANS;
    case 'enum':
      return ['Yoxdur', '', ...CONTROL.slice(0, 3), 1, null, []];
    case 'phone':
      return ['123', '+994 12', ...CONTROL.map((c) => `050${c}1234567`), ...WRONG_TYPES];
    case 'zip':
      return ['AZ', 'AZ 10000000', ...CONTROL.map((c) => `AZ${c}1000`), 123, true, []];
  }
}

const TABLES = ['users', 'sellers', 'products', 'news', 'addresses', 'orders', 'order_items', 'images'];

/** Row count and a hash of every row of the shop's tables (not sessions or counters). */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const result = await db.execute(
      sql.raw(
        `select count(*)::int as n, coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as h from ${table} t`,
      ),
    );
    const row = ((result as { rows?: { n: number; h: string }[] }).rows ??
      (result as unknown as { n: number; h: string }[]))[0];
    out[table] = `${row.n}:${row.h}`;
  }
  return out;
}
