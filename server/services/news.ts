/** News: public readers see visible news only; sellers see and edit all. */
import { and, desc, eq, ne } from 'drizzle-orm';
import { MSG } from '../../domain/messages.ts';
import { isId, type NewsFields } from '../../domain/schemas.ts';
import type { News } from '../../domain/types.ts';
import type { Db } from '../db/client.ts';
import { news } from '../db/schema.ts';
import { notFound } from './errors.ts';

type Row = typeof news.$inferSelect;

export function toNews(row: Row): News {
  return { _id: row.id, title: row.title, description: row.description, image: row.images, seen: row.seen, createdAt: row.createdAt.toISOString() };
}

export async function listNews(db: Db, opts: { onlySeen: boolean; limit?: number; excludeId?: string }): Promise<News[]> {
  const where = [opts.onlySeen ? eq(news.seen, true) : undefined, opts.excludeId ? ne(news.id, opts.excludeId) : undefined];
  const rows = await db
    .select()
    .from(news)
    .where(and(...where))
    .orderBy(desc(news.createdAt), news.id)
    .limit(opts.limit ?? 10_000);
  return rows.map(toNews);
}

/** Hidden news is "not found" to everyone but a seller (DESIGN §4). */
export async function getNews(db: Db, id: string, opts: { includeHidden: boolean }): Promise<News> {
  if (!isId(id)) throw notFound(MSG.newsNotFound); // a malformed id would be an SQL error
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  if (!row || (!row.seen && !opts.includeHidden)) throw notFound(MSG.newsNotFound);
  return toNews(row);
}

export async function addNews(db: Db, fields: NewsFields, imageNames: string[]): Promise<News> {
  const [row] = await db
    .insert(news)
    .values({ title: fields.title, description: fields.description, seen: fields.seen ?? false, images: imageNames })
    .returning();
  return toNews(row);
}

export async function updateNews(db: Db, id: string, fields: NewsFields, imageNames: string[] | null): Promise<News> {
  const [row] = await db
    .update(news)
    .set({
      title: fields.title,
      description: fields.description,
      ...(fields.seen === undefined ? {} : { seen: fields.seen }),
      ...(imageNames ? { images: imageNames } : {}),
    })
    .where(eq(news.id, id))
    .returning();
  if (!row) throw notFound(MSG.newsNotFound);
  return toNews(row);
}

export async function setNewsSeen(db: Db, id: string, seen: boolean): Promise<News> {
  const [row] = await db.update(news).set({ seen }).where(eq(news.id, id)).returning();
  if (!row) throw notFound(MSG.newsNotFound);
  return toNews(row);
}

export async function deleteNews(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  if (!deleted.length) throw notFound(MSG.newsNotFound);
}
