/** The Rx supplies report's period form on the overview (issue 41 item 6, decision 0148): a plain
 * GET to the report's call, so the browser downloads the CSV or XLSX, with or without JavaScript.
 * The period defaults to this month so far. */
import { todayInBaku } from '../../../../domain/stock/batches';
import { RX_SUPPLIES_TEXT as T } from '../../../../domain/stock/rx-supplies';
import { Button } from '../../shared/ui';
import { inputClass } from '../seller-fields';

export function RxSuppliesForm() {
  const today = todayInBaku();
  return (
    <section
      aria-labelledby="rx-supplies-title"
      className="mt-8 rounded-lg border border-slate-200 bg-white p-4 md:p-5"
    >
      <h2 id="rx-supplies-title" className="text-lg font-semibold">
        {T.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{T.lead}</p>
      <form method="get" action="/api/batches/rx-supplies" className="mt-3 flex flex-wrap items-end gap-3">
        <label className="block text-sm font-medium">
          {T.from}
          <input type="date" name="from" required defaultValue={`${today.slice(0, 8)}01`} className={inputClass} />
        </label>
        <label className="block text-sm font-medium">
          {T.to}
          <input type="date" name="to" required defaultValue={today} className={inputClass} />
        </label>
        <div className="flex gap-2">
          <Button type="submit" name="format" value="csv" variant="panel">
            {T.csv}
          </Button>
          <Button type="submit" name="format" value="xlsx" variant="panel">
            {T.xlsx}
          </Button>
        </div>
      </form>
    </section>
  );
}
