/** A text the seller writes in Azerbaijani (required) and in Russian (optional), side by side on a
 * wide screen and one above the other on a phone (issue 36). The Russian fields are `lang="ru"`
 * (given by the caller), so the browser's spelling check and a screen reader read them as Russian. */
import type { ReactNode } from 'react';
import { useText } from '../../../lib/text';

export function BothLanguages({ az, ru, className = '' }: { az: ReactNode; ru: ReactNode; className?: string }) {
  const { CONTENT_SELLER_TEXT: T } = useText();
  return (
    <div className={`grid gap-4 lg:grid-cols-2 ${className}`} data-testid="both-languages">
      <div>
        <p className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{T.az}</p>
        {az}
      </div>
      <div>
        <p className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{T.ru}</p>
        {ru}
        <p className="mt-1 text-xs text-slate-600">{T.ruHint}</p>
      </div>
    </div>
  );
}
