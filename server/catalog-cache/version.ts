/** The catalogue version this instance has seen (decision 0019). A trigger
 * raises `catalog_version` on every write to products or news; an instance
 * re-reads the row at most once a `maxAgeMs`, at once after a write it made
 * itself (markStale), and at once when PostgreSQL's NOTIFY says so. */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client.ts';
import { catalogVersion } from '../db/schema.ts';

export const NOTIFY_CHANNEL = 'catalog_version';

export class CatalogVersion {
  private current = 0;
  private checkedAt = -Infinity;
  /** Raised by markStale: a read that began before it must not count as fresh. */
  private generation = 0;
  private reading: Promise<number> | null = null;
  private listener: pg.PoolClient | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly maxAgeMs = 1000,
  ) {}

  /** The current version; a resolved promise on the hot path. */
  get(): Promise<number> | number {
    if (performance.now() - this.checkedAt < this.maxAgeMs) return this.current;
    return (this.reading ??= this.read());
  }

  /** After a write: the next get() reads the row again. */
  markStale(): void {
    this.generation++;
    this.checkedAt = -Infinity;
    this.reading = null;
  }

  private async read(): Promise<number> {
    const generation = this.generation;
    try {
      const [row] = await this.db
        .select({ version: catalogVersion.version })
        .from(catalogVersion)
        .where(eq(catalogVersion.id, 1));
      const version = row?.version ?? 0;
      if (generation === this.generation) {
        this.current = version;
        this.checkedAt = performance.now();
      }
      return version;
    } finally {
      if (generation === this.generation) this.reading = null;
    }
  }

  /** Subscribes to NOTIFY when the database is a PostgreSQL server reached by a
   * pg pool; elsewhere the periodic re-read alone keeps instances in step. */
  async listen(onError: (error: Error) => void = () => {}): Promise<boolean> {
    const pool = (this.db as unknown as { $client?: unknown }).$client;
    if (!(pool instanceof pg.Pool)) return false;
    const client = await pool.connect();
    if (this.closed) {
      client.release();
      return false;
    }
    this.listener = client;
    client.on('notification', (message) => {
      if (message.channel === NOTIFY_CHANNEL) this.markStale();
    });
    client.on('error', (error) => {
      // after close() the client is back in the pool, which handles its errors itself
      if (this.listener !== client) return;
      // polling still works; a lost listener only delays other instances' writes by maxAgeMs
      onError(error);
      this.listener = null;
      client.release(error);
    });
    await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    return true;
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.listener;
    this.listener = null;
    if (!client) return;
    await client.query(`UNLISTEN ${NOTIFY_CHANNEL}`).catch(() => {});
    client.release();
  }
}
