/** A form's own checks (the shared schemas, in the browser) in the page's language (decision 0113):
 * the schemas write Azerbaijani, found here by its text in the Azerbaijani catalogue and shown from
 * the page's (FORM_MSG and FORM_LABELS, sent by the site layout). */
import { useMemo } from 'react';
import { FORM_LABELS, FORM_MSG } from '../../domain/i18n/az/form-messages';
import { translateMessage, type MessagePair } from '../../domain/i18n/translate-message';
import { useLang, useText } from './text';

/** The field errors of a schema's issues, in the page's language. */
export function useFieldErrors(): (issues: { path: PropertyKey[]; message: string }[]) => Record<string, string> {
  const lang = useLang();
  const t = useText();
  const pairs = useMemo<MessagePair[]>(
    () =>
      t.FORM_MSG && t.FORM_LABELS
        ? [
            [FORM_MSG, t.FORM_MSG],
            [FORM_LABELS, t.FORM_LABELS],
          ]
        : [],
    [t.FORM_MSG, t.FORM_LABELS],
  );
  return (issues) => {
    const errors: Record<string, string> = {};
    for (const issue of issues) {
      const key = String(issue.path[0]);
      errors[key] ??= lang === 'az' || !pairs.length ? issue.message : translateMessage(issue.message, pairs);
    }
    return errors;
  };
}
