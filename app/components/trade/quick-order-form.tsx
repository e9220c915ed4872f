/** Quick order's form (issue 33 item 5): a box for pasted lines and a file picker, one button. A
 * plain multipart form posted to /quick-order, so it works without JavaScript; the token the
 * loader gave makes a second click of the same form add nothing. */
import { Form, useNavigation } from 'react-router';
import { useText } from '../../lib/text';
import { Banner, Button } from '../shared/ui';

type Props = { token: string; text: string; refusal?: string };

export function QuickOrderForm({ token, text, refusal }: Props) {
  const { QUICK_ORDER_UI: T } = useText();
  const busy = useNavigation().state === 'submitting';
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      data-testid="quick-order-form"
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="token" value={token} />
      {refusal && <Banner>{refusal}</Banner>}
      <div>
        <label htmlFor="qo-text" className="block font-semibold text-slate-900">
          {T.pasteLabel}
        </label>
        <p id="qo-text-hint" className="mt-1 text-sm text-slate-600">
          {T.pasteHint}
        </p>
        <textarea
          id="qo-text"
          name="text"
          rows={8}
          defaultValue={text}
          aria-describedby="qo-text-hint"
          spellCheck={false}
          autoCapitalize="characters"
          className="mt-2 w-full rounded-lg border border-slate-300 bg-white p-3 font-mono text-base"
        />
      </div>
      <div>
        <label htmlFor="qo-file" className="block font-semibold text-slate-900">
          {T.fileLabel}
        </label>
        <p id="qo-file-hint" className="mt-1 text-sm text-slate-600">
          {T.fileHint}
        </p>
        <input
          id="qo-file"
          name="file"
          type="file"
          accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby="qo-file-hint"
          className="mt-2 block w-full text-sm text-slate-700"
        />
      </div>
      <div>
        <Button type="submit" variant="primary" disabled={busy} aria-disabled={busy}>
          {busy ? T.sending : T.submit}
        </Button>
      </div>
    </Form>
  );
}
