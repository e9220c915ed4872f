/** What a quick order or a saved list's reorder did (issue 33 item 5): the lines put in the cart at
 * the buyer's price, and each refused line on its own, named by its number and code. A refusal by a
 * quantity rule or the stock is the rule's own message, put in the page's language by the action
 * (app/lib/trade/quick-order.server.ts); a message no catalogue holds stays Azerbaijani, marked so. */
import { formatMoneyIn } from '../../../domain/shared/format';
import type { LineProblem } from '../../../domain/trade/quick-order-check';
import { useContentLang, useLang, useText } from '../../lib/text';
import { AppLink } from '../shared/app-link';
import { buttonClass } from '../shared/ui';

type Added = { line: number; code: string; product: string; name: string; quantity: number; price: number | null };

function ProblemText({ problem }: { problem: LineProblem & { translated?: boolean } }) {
  const { QUICK_ORDER_UI: T } = useText();
  const contentLang = useContentLang();
  if (problem.kind === 'unknown') return <>{problem.code ? T.unknownCode(problem.code) : T.noCode}</>;
  if (problem.kind === 'quantity') return <>{T.notWhole}</>;
  return <span lang={problem.translated ? undefined : contentLang}>{problem.message}</span>;
}

export function QuickOrderResult({
  added,
  problems,
}: {
  added: Added[];
  problems: (LineProblem & { translated?: boolean })[];
}) {
  const { QUICK_ORDER_UI: T } = useText();
  const lang = useLang();
  return (
    <div className="grid gap-4" data-testid="quick-order-result">
      {problems.length > 0 && (
        <section
          aria-labelledby="qo-problems"
          role="alert"
          className="rounded-2xl border border-red-200 bg-red-50 p-4 sm:p-5"
          data-testid="quick-order-problems"
        >
          <h2 id="qo-problems" className="font-bold text-red-900">
            {T.problemsTitle(problems.length)}
          </h2>
          <p className="mt-1 text-sm text-red-900">{T.problemsLead}</p>
          <ul className="mt-3 grid gap-2">
            {problems.map((p) => (
              <li key={`${p.line}-${p.code}`} className="rounded-lg bg-white px-3 py-2 text-sm text-slate-800">
                <span className="font-semibold">
                  {T.lineLabel(p.line)}
                  {p.code && ` · ${p.code}`}
                </span>
                : <ProblemText problem={p} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {added.length > 0 && (
        <section
          aria-labelledby="qo-added"
          className="rounded-2xl border border-teal-200 bg-teal-50 p-4 sm:p-5"
          data-testid="quick-order-added"
        >
          <h2 id="qo-added" className="font-bold text-teal-900" role="status">
            {T.addedTitle(added.length)}
          </h2>
          <ul className="mt-3 grid gap-1 text-sm text-slate-800">
            {added.map((a) => (
              <li key={`${a.line}-${a.product}`} className="flex flex-wrap justify-between gap-x-4">
                <span>{T.addedLine(a.name, a.quantity)}</span>
                {a.price != null && <span className="text-slate-600">{T.priceEach(formatMoneyIn(lang, a.price))}</span>}
              </li>
            ))}
          </ul>
          <AppLink to="/cart" className={buttonClass('primary', 'mt-4')}>
            {T.goToCart}
          </AppLink>
        </section>
      )}
    </div>
  );
}
