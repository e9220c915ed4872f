/** News: public readers see visible news only; sellers see and edit all. */
import { and, asc, count, eq, getTableColumns, ne } from 'drizzle-orm';
import { MSG } from '../../../domain/shared/messages.ts';
import type { Page, PageRequest } from '../../../domain/shared/paging.ts';
import { isId, type NewsFields } from '../../../domain/shared/schemas.ts';
import type { News } from '../../../domain/shared/types.ts';
import type { Db } from '../../db/client.ts';
import { news } from '../../db/schema.ts';
import { notFound } from '../shared/errors.ts';
import { cachedRead, firstPageOnly } from '../shared/cached-read.ts';
import { cursorOf, keyset, toPage } from '../shared/keyset.ts';

type Row = typeof news.$inferSelect;

export function toNews(row: Row): News {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    titleRu: row.titleRu,
    descriptionRu: row.descriptionRu,
    image: row.images,
    seen: row.seen,
    createdAt: row.createdAt.toISOString(),
  };
}

type NewsQuery = { onlySeen: boolean; excludeId?: string };

const filter = (opts: NewsQuery) =>
  and(opts.onlySeen ? eq(news.seen, true) : undefined, opts.excludeId ? ne(news.id, opts.excludeId) : undefined);

/** The newest `limit` news items (the cards beside a news page). */
export async function listNews(db: Db, opts: NewsQuery & { limit: number }): Promise<News[]> {
  return (await pageNews(db, opts, { limit: opts.limit }, false)).items;
}
cachedRead(listNews);

/** One keyset page of news, newest first, with the total (docs/architecture.md §Scale). */
export async function pageNews(db: Db, opts: NewsQuery, request: PageRequest, withTotal = true): Promise<Page<News>> {
  const keys = { createdAt: news.createdAt, id: news.id };
  const page = keyset(keys, request);
  const [rows, total] = await Promise.all([
    db
      .select({ ...getTableColumns(news), cursor: cursorOf(keys) })
      .from(news)
      .where(and(filter(opts), page.where))
      .orderBy(...page.orderBy)
      .limit(page.limit),
    withTotal
      ? db
          .select({ n: count() })
          .from(news)
          .where(filter(opts))
          .then(([row]) => row.n)
      : Promise.resolve(-1),
  ]);
  return toPage(rows, request, total, toNews);
}
cachedRead(pageNews, firstPageOnly);

/** The sitemap's visible news, oldest first. */
export async function sitemapNews(db: Db, offset: number, limit: number): Promise<{ id: string; createdAt: Date }[]> {
  return db
    .select({ id: news.id, createdAt: news.createdAt })
    .from(news)
    .where(eq(news.seen, true))
    .orderBy(asc(news.createdAt), asc(news.id))
    .limit(limit)
    .offset(offset);
}

/** How many visible news items the sitemap lists. */
export async function countVisibleNews(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(news).where(eq(news.seen, true));
  return row.n;
}

/** Hidden news is "not found" to everyone but a seller (docs/architecture.md §API). */
export async function getNews(db: Db, id: string, opts: { includeHidden: boolean }): Promise<News> {
  if (!isId(id)) throw notFound(MSG.newsNotFound); // a malformed id would be an SQL error
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  if (!row || (!row.seen && !opts.includeHidden)) throw notFound(MSG.newsNotFound);
  return toNews(row);
}
cachedRead(getNews);

export async function addNews(db: Db, fields: NewsFields, imageNames: string[]): Promise<News> {
  const [row] = await db
    .insert(news)
    .values({
      title: fields.title,
      description: fields.description,
      titleRu: fields.titleRu ?? null,
      descriptionRu: fields.descriptionRu ?? null,
      seen: fields.seen ?? false,
      images: imageNames,
    })
    .returning();
  return toNews(row);
}

export async function updateNews(db: Db, id: string, fields: NewsFields, imageNames: string[] | null): Promise<News> {
  const [row] = await db
    .update(news)
    .set({
      title: fields.title,
      description: fields.description,
      // the Russian texts (issue 36): not sent, kept; empty, removed
      ...(fields.titleRu === undefined ? {} : { titleRu: fields.titleRu }),
      ...(fields.descriptionRu === undefined ? {} : { descriptionRu: fields.descriptionRu }),
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
