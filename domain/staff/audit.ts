/** What the audit log records (issue 35 item 3, decision 0097): the actions and kinds of record,
 * named once, and how a change is written: field → [old, new]. */

export const AUDIT_ENTITIES = [
  'product',
  'order',
  'news',
  'settings',
  'zones',
  'customer',
  'staff',
  'import',
  'sign-in',
  'company',
  'customer-group',
  'invoice',
  'payment',
  'receipt',
  'batch',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'stock-correction',
  'status',
  'prescription-checked',
  'import-applied',
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'invite',
  'role',
  'suspend',
  'restore',
  'remove',
  // two-factor sign-in, invitations and the staff policy (decision 0101)
  'two-factor-enable',
  'two-factor-disable',
  'two-factor-failed',
  'recovery-code-used',
  'invite-resend',
  'invite-withdraw',
  'policy',
  'export',
  'reverse',
  // batches (issue 41)
  'receipt',
  'write-off',
  'block',
  'unblock',
  'recall',
  'batch-swap',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditChanges = Record<string, [unknown, unknown]>;

export type AuditEntry = {
  id: number;
  at: string;
  actorId: string | null;
  actorEmail: string;
  address: string;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  changes: AuditChanges;
};

/** Fields a record carries that no one writes: left out of a change. */
const UNWRITTEN = new Set(['_id', 'createdAt', 'updatedAt', 'cursor', 'familySize']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields that differ between two versions of a record, each as [old, new]; a created record
 * is `diff(null, after)`, a deleted one `diff(before, null)`. */
export function diff(before: object | null | undefined, after: object | null | undefined): AuditChanges {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const changes: AuditChanges = {};
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (UNWRITTEN.has(key)) continue;
    const old = before ? (b[key] ?? null) : null;
    const now = after ? (a[key] ?? null) : null;
    if (!same(old, now)) changes[key] = [old, now];
  }
  return changes;
}
