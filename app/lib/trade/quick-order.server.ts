/** Quick order's and the saved lists' page actions (issue 33 item 5): the form's paste or file read
 * by the server's own reader, the lines added by the service with the form's token (a double post
 * adds once), and the answer the page shows: what went in, each refused line, and the refused
 * lines' own text put back in the box to be fixed. */
import type { AppLoadContext } from 'react-router';
import type { LineProblem } from '../../../domain/trade/quick-order-check';
import { textsIn } from '../../../domain/i18n/texts-in';
import { QUICK_ORDER_LIMITS } from '../../../domain/trade/quick-order';
import { isId } from '../../../domain/shared/schemas';
import type { QuickOrderAnswer } from '../../../server/services/trade/quick-order';
import { readQuickOrderFile, readQuickOrderText } from '../../../server/services/trade/quick-order-input';
import { HttpError } from '../../../server/services/shared/errors';
import type { Fields, Files } from '../form-action.server';

/** The page's answer: the lines, and what the box holds again. */
export type QuickOrderPageAnswer = QuickOrderAnswer & { ok: true; rest: string };
/** A refusal of the whole form, as a key of QUICK_ORDER_UI (the page says it in its language). */
export type QuickOrderRefusal = { ok: false; problem: 'empty' | 'tooMany' | 'fileProblem'; text: string };

const { QUICK_ORDER_MSG: M } = textsIn('az');
const BY_MESSAGE: Record<string, QuickOrderRefusal['problem']> = {
  [M.empty]: 'empty',
  [M.tooManyLines(QUICK_ORDER_LIMITS.lines)]: 'tooMany',
  [M.tooLong(QUICK_ORDER_LIMITS.chars)]: 'tooMany',
};

/** The form's token: the loader's UUID, so a second post of the same form finds the first's answer. */
const keyOf = (fields: Fields) =>
  isId(fields.token ?? '') ? { scope: 'page' as const, key: fields.token, fingerprint: '' } : undefined;

function restOf(text: string, problems: LineProblem[], fromFile: boolean): string {
  const lines = text.split(/\r\n|\r|\n/);
  return problems.map((p) => (fromFile ? `${p.code} ` : (lines[p.line - 1] ?? p.code)).trim()).join('\n');
}

export async function quickOrderAction(
  context: AppLoadContext,
  userId: string,
  fields: Fields,
  files: Files,
): Promise<QuickOrderPageAnswer | QuickOrderRefusal> {
  const text = fields.text ?? '';
  const file = files.file;
  try {
    const lines = file ? await readQuickOrderFile(file) : readQuickOrderText(text);
    const answer = await context.services.tradeQuickOrder.quickOrder(userId, lines, keyOf(fields));
    return { ok: true, ...answer, rest: restOf(text, answer.problems, Boolean(file)) };
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    return {
      ok: false,
      problem: file ? (BY_MESSAGE[error.message] ?? 'fileProblem') : (BY_MESSAGE[error.message] ?? 'empty'),
      text,
    };
  }
}

/** A saved list's reorder from its page, with the page's token. */
export async function reorderAction(context: AppLoadContext, userId: string, listId: string, fields: Fields) {
  // one token per page, one key per list: two lists' buttons clicked on one page both add
  const key = keyOf(fields);
  const answer = await context.services.tradeOrderLists.reorderList(
    userId,
    listId,
    key && { ...key, key: `${key.key}:${listId}` },
  );
  return { ok: true as const, ...answer, rest: '' };
}
