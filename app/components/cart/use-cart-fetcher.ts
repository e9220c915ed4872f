/** A cart form's fetcher whose submissions wait for the cart changes already on their way. The
 * action applies a change to the cart the request carries (a visitor's cookie, an account's row
 * as the request read it), so two changes sent at once both started from the same cart and the
 * later answer overwrote the earlier one: an item added a moment before another was lost.
 * Sent one after another, each starts from the cart the one before left. Before JavaScript the
 * browser posts one form at a time anyway. */
import { useFetcher } from 'react-router';
import { useInLang } from '../../lib/text';
import { useAnswerNotice } from '../shared/answer-notices';

let cartChanges: Promise<unknown> = Promise.resolve();

export function useCartFetcher() {
  const fetcher = useFetcher();
  useAnswerNotice(fetcher);
  const inLang = useInLang(); // a Russian page's change answers in Russian
  /** Sends the form's fields as they are now, with the button that submitted it (appended by hand,
   * as React Router does where FormData takes no submitter), after the changes before it. */
  const send = (form: HTMLFormElement, submitter?: HTMLElement | null) => {
    const data = new FormData(form);
    if (submitter instanceof HTMLButtonElement && submitter.name) data.append(submitter.name, submitter.value);
    const options = { method: 'post', action: inLang('/cart') } as const;
    cartChanges = cartChanges.then(() => fetcher.submit(data, options)).catch(() => undefined);
  };
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
  };
  return { fetcher, send, onSubmit };
}
