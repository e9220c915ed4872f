/** /metrics read as Prometheus reads it: parsed by a text-format parser (a malformed exposition
 * throws), then one sample's value picked by its labels. */
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import parse from 'parse-prometheus-text-format';

type Sample = { labels?: Record<string, string>; value?: string; buckets?: Record<string, string>; count?: string };
export type Family = { name: string; help: string; type: string; metrics: Sample[] };

export async function scrape(server: http.Server): Promise<{ status: number; families: Family[]; text: string }> {
  const { port } = server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  const text = await res.text();
  return { status: res.status, text, families: res.ok ? (parse(text) as Family[]) : [] };
}

/** The value of `name`'s sample whose labels include `labels` (0 when there is none yet). */
export function valueOf(families: Family[], name: string, labels: Record<string, string> = {}): number {
  const family = families.find((f) => f.name === name);
  const sample = family?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
  if (!sample) return 0;
  return Number(sample.value ?? sample.count ?? 0);
}
