/** The delivery zones and their fees as /sertler shows them (issue 25): a table where it fits,
 * one block per zone on a phone, where a five-column table was cut at "Müdd…" in a box that
 * only a finger could scroll (issue 32 item 11). */
import { daysSpan } from '../../../domain/delivery/delivery';
import { formatMoneyIn } from '../../../domain/shared/format';
import type { Delivery } from '../../../domain/delivery/delivery';
import { useLang, useText } from '../../lib/text';
import { contentIn } from '../../../domain/content/content-lang';

type Zone = Delivery['zones'][number];

/** The zones in the page's language (its loader sends POLICY_TEXT). */
export function DeliveryZones({ zones, labelledBy }: { zones: Zone[]; labelledBy: string }) {
  const lang = useLang();
  const { DELIVERY_UI, PAYMENT_LABELS, POLICY_TEXT } = useText();
  const text = POLICY_TEXT.terms;
  /** A zone's cells after its name, in the columns' order. */
  const cells = (z: Zone) => [
    formatMoneyIn(lang, z.fee),
    z.freeOver == null ? text.never : text.from(formatMoneyIn(lang, z.freeOver)),
    DELIVERY_UI.daysText(daysSpan(z.daysMin, z.daysMax), z.daysMax),
    PAYMENT_LABELS[z.cod ? 'COD' : 'TRANSFER'],
  ];
  const name = (z: Zone) => contentIn(lang, z.name, z.nameRu);
  const cell = 'border-b border-slate-200 px-3 py-2 text-left';
  const [nameColumn, ...columns] = text.zoneColumns;
  return (
    <>
      <ul className="space-y-3 sm:hidden" data-testid="zones-list">
        {zones.map((z) => (
          <li key={z._id} className="rounded-xl border border-slate-200 p-4">
            <h3 className="font-semibold text-slate-900" lang={name(z).lang}>
              {name(z).text}
            </h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {cells(z).map((value, i) => (
                <div key={columns[i]} className="contents">
                  <dt className="text-slate-600">{columns[i]}</dt>
                  <dd className="text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      {/* focusable, so a keyboard scrolls it where a window is narrower than the table */}
      <div className="hidden overflow-x-auto sm:block" tabIndex={0} role="region" aria-labelledby={labelledBy}>
        <table className="w-full min-w-[560px] border-collapse text-sm">
          <thead>
            <tr>
              {[nameColumn, ...columns].map((c) => (
                <th key={c} scope="col" className={`${cell} font-semibold text-slate-900`}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {zones.map((z) => (
              <tr key={z._id}>
                <th scope="row" className={`${cell} font-medium`} lang={name(z).lang}>
                  {name(z).text}
                </th>
                {cells(z).map((value, i) => (
                  <td key={columns[i]} className={cell}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
