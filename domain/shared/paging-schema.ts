/** The query parameters of a paged API call (domain/shared/paging.ts), apart from
 * it so the browser's pages never load zod for their links. */
import { z } from 'zod';
import { decodeCursor } from './cursor.ts';
import { PAGE_TEXT, type PageRequest } from './paging.ts';

const cursorSchema = z.string().transform((text, ctx) => {
  const cursor = decodeCursor(text);
  if (!cursor) {
    ctx.addIssue({ code: 'custom', message: PAGE_TEXT.badCursor });
    return z.NEVER;
  }
  return cursor;
});

/** The query parameters `limit`, `after`, `before` of a paged API call, beside the call's own. */
export function pageQuerySchema<S extends z.ZodRawShape = Record<never, never>>(
  defaultLimit: number,
  maxLimit: number,
  extra?: S,
) {
  return z
    .object({
      ...(extra as S),
      limit: z.coerce
        .number({ error: PAGE_TEXT.badLimit(maxLimit) })
        .int(PAGE_TEXT.badLimit(maxLimit))
        .min(1, PAGE_TEXT.badLimit(maxLimit))
        .max(maxLimit, PAGE_TEXT.badLimit(maxLimit))
        .default(defaultLimit),
      after: cursorSchema.optional(),
      before: cursorSchema.optional(),
    })
    .refine((q) => !((q as PageRequest).after && (q as PageRequest).before), PAGE_TEXT.bothCursors);
}
