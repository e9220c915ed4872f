/** The audit log's filters (who, what, which record, when): a plain GET form, so every filtered
 * view has an address and the CSV link carries the same filters. */
import { Form } from 'react-router';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../domain/staff/audit';
import type { AuditFilterInput } from '../../../domain/staff/audit-schema';
import { AppLink } from '../shared/app-link';
import { inputClass } from '../seller/seller-fields';
import { Button } from '../shared/ui';
import { useText } from '../../lib/text';

export function AuditFilters({ filters }: { filters: AuditFilterInput }) {
  const { AUDIT_TEXT } = useText();
  return (
    <Form
      method="get"
      role="search"
      aria-label={AUDIT_TEXT.filters}
      className="mb-6 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <label className="block text-sm font-medium">
        {AUDIT_TEXT.actor}
        <input type="search" name="actor" defaultValue={filters.actor} className={inputClass} />
      </label>
      <label className="block text-sm font-medium">
        {AUDIT_TEXT.entity}
        <select name="entity" defaultValue={filters.entity ?? ''} className={inputClass}>
          <option value="">{AUDIT_TEXT.any}</option>
          {AUDIT_ENTITIES.map((e) => (
            <option key={e} value={e}>
              {AUDIT_TEXT.entities[e]}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium">
        {AUDIT_TEXT.action}
        <select name="action" defaultValue={filters.action ?? ''} className={inputClass}>
          <option value="">{AUDIT_TEXT.any}</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {AUDIT_TEXT.actions[a]}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium">
        {AUDIT_TEXT.entityId}
        <input type="search" name="entityId" defaultValue={filters.entityId} className={inputClass} />
      </label>
      <label className="block text-sm font-medium">
        {AUDIT_TEXT.from}
        <input type="date" name="from" defaultValue={filters.from} className={inputClass} />
      </label>
      <label className="block text-sm font-medium">
        {AUDIT_TEXT.to}
        <input type="date" name="to" defaultValue={filters.to} className={inputClass} />
      </label>
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit" variant="panel">
          {AUDIT_TEXT.show}
        </Button>
        <AppLink
          to="/seller/audit"
          className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50"
        >
          {AUDIT_TEXT.clear}
        </AppLink>
      </div>
    </Form>
  );
}
