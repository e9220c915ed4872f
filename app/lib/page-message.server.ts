/** A page action's answer in the page's language (decision 0113): the shared schemas, the services
 * and MSG write Azerbaijani (the spec's API answers it verbatim); a Russian page's action shows the
 * same message from the Russian catalogue. */
import { AZ, type Bilingual } from '../../domain/i18n/catalogues';
import type { Lang } from '../../domain/i18n/lang';
import { textsIn } from '../../domain/i18n/texts-in';
import { translateMessage, type MessagePair } from '../../domain/i18n/translate-message';

const pairs = new Map<Lang, MessagePair[]>();

function pairsIn(lang: Lang): MessagePair[] {
  let value = pairs.get(lang);
  if (!value) {
    const target = textsIn(lang);
    value = (Object.keys(AZ) as Bilingual[]).map((ns) => [AZ[ns], target[ns]] as MessagePair);
    pairs.set(lang, value);
  }
  return value;
}

export function messageIn(lang: Lang, message: string): string {
  return lang === 'az' ? message : translateMessage(message, pairsIn(lang));
}

type Answer = { message?: unknown; errors?: unknown; problems?: unknown };
type Problem = { message?: unknown; translated?: boolean };

/** A list's refused lines (quick order, a saved list's reorder): each one's message, marked when
 * it is now in the page's language (one no catalogue holds stays Azerbaijani and says so). */
function problemsIn(lang: Lang, problems: unknown): unknown {
  if (!Array.isArray(problems)) return problems;
  return problems.map((p: Problem) => {
    if (!p || typeof p.message !== 'string') return p;
    const message = messageIn(lang, p.message);
    return message === p.message ? p : { ...p, message, translated: true };
  });
}

/** The answer's `message`, each field's error and each refused line's message, translated in
 * place of the Azerbaijani. */
export function answerIn<T>(lang: Lang, answer: T): T {
  if (lang === 'az' || !answer || typeof answer !== 'object') return answer;
  const a = answer as Answer;
  const out: Answer = { ...a };
  if (typeof a.message === 'string') out.message = messageIn(lang, a.message);
  if (a.problems) out.problems = problemsIn(lang, a.problems);
  if (a.errors && typeof a.errors === 'object')
    out.errors = Object.fromEntries(
      Object.entries(a.errors as Record<string, unknown>).map(([k, v]) => [
        k,
        typeof v === 'string' ? messageIn(lang, v) : v,
      ]),
    );
  return out as T;
}
