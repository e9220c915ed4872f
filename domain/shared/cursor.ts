/** A page cursor of domain/shared/paging.ts: the creation time in microseconds and
 * the id of the row at a page's edge. Its own module because every page's
 * canonical address reads it (app/lib/seo.ts), and the rest of paging is
 * only for the lists. */
export type Cursor = { micros: string; id: string };

const CURSOR = /^(\d{1,18})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function encodeCursor(cursor: Cursor): string {
  return `${cursor.micros}_${cursor.id}`;
}

export function decodeCursor(text: string): Cursor | null {
  const match = CURSOR.exec(text);
  return match ? { micros: match[1], id: match[2].toLowerCase() } : null;
}
