/** Beside "order again" on an order's page (issue 33 item 5): the order's lines kept as a saved
 * list ("Daimi sifariş"), named after the order; the saved lists' page takes the post. */
import { Form } from 'react-router';
import { pathInLang } from '../../../domain/i18n/lang';
import { useLang, useText } from '../../lib/text';
import { Button } from '../shared/ui';

export function SaveOrderAsList({ orderId, name }: { orderId: string; name: string }) {
  const { LISTS_UI: T } = useText();
  return (
    <Form method="post" action={pathInLang('/account/lists', useLang())}>
      <input type="hidden" name="intent" value="fromOrder" />
      <input type="hidden" name="order" value={orderId} />
      <input type="hidden" name="name" value={name} />
      <Button type="submit" variant="secondary">
        {T.fromOrder}
      </Button>
    </Form>
  );
}
