/** The ways to quick order and the saved lists (issue 33 item 5): the account page's, and the
 * cart's line under its products. Words from UI (every page carries it). */
import { useText } from '../../lib/text';
import { AppLink } from '../shared/app-link';

const link = 'font-semibold text-primary-dull underline underline-offset-2';

export function QuickOrderLinks({ className = '' }: { className?: string }) {
  const { UI } = useText();
  return (
    <p className={`flex flex-wrap gap-x-6 gap-y-2 ${className}`} data-testid="quick-order-links">
      <AppLink to="/quick-order" className={link}>
        {UI.quickOrder}
      </AppLink>
      <AppLink to="/account/lists" className={link}>
        {UI.orderLists}
      </AppLink>
    </p>
  );
}
