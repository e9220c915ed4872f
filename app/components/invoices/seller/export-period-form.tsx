/** The export page's period: a plain GET form to the page itself, so it works without JavaScript. */
import { useText } from '../../../lib/text';
import { inputClass } from '../../seller/seller-fields';
import { Button } from '../../shared/ui';

export function ExportPeriodForm({ period }: { period: { from: string; to: string } }) {
  const { ACCOUNTING_PANEL: T } = useText();
  return (
    <form
      method="get"
      aria-label={T.period}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto]"
    >
      <label className="block text-sm font-medium">
        {T.from}
        <input type="date" name="from" defaultValue={period.from} required className={inputClass} />
      </label>
      <label className="block text-sm font-medium">
        {T.to}
        <input type="date" name="to" defaultValue={period.to} required className={inputClass} />
      </label>
      <div className="flex items-end">
        <Button type="submit" variant="panel">
          {T.show}
        </Button>
      </div>
    </form>
  );
}
