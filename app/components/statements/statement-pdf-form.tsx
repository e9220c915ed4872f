/** The statement's PDF for a period (issue 34 item 4): a plain GET form to the PDF's address, so it
 * downloads without JavaScript. The words come from the page: the customer's catalogue on the
 * statement page, the seller panel's Azerbaijani module on a company's seller page. */
import { useId } from 'react';
import type { Lang } from '../../../domain/i18n/lang';
import { Button, type ButtonVariant } from '../shared/ui';

export type StatementFormWords = { title: string; from: string; to: string; download: string };

const input = 'mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm';

export function StatementPdfForm(props: {
  action: string;
  lang: Lang;
  words: StatementFormWords;
  from: string;
  to: string;
  /** the storefront's pill, or the seller panel's `panel` */
  variant: ButtonVariant;
}) {
  const id = useId();
  const { words: w } = props;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {w.title}
      </h2>
      <form method="get" action={props.action} className="mt-2 flex flex-wrap items-end gap-3">
        <input type="hidden" name="lang" value={props.lang} />
        <label className="min-w-36 flex-1 text-sm font-medium text-slate-700">
          {w.from}
          <input type="date" name="from" defaultValue={props.from} required className={input} />
        </label>
        <label className="min-w-36 flex-1 text-sm font-medium text-slate-700">
          {w.to}
          <input type="date" name="to" defaultValue={props.to} required className={input} />
        </label>
        <Button type="submit" variant={props.variant}>
          {w.download}
        </Button>
      </form>
    </section>
  );
}
