/** The metrics' own listener (issue 44 item 1): METRICS_HOST:METRICS_PORT (127.0.0.1 unless told),
 * never the shop's port, so neither a visitor nor the proxy reaches it. It answers GET /metrics and
 * nothing else. */
import http from 'node:http';
import type { Registry } from 'prom-client';

export async function startMetricsListener(
  registry: Registry,
  where: { host: string; port: number },
  log: { warn: (obj: object, msg: string) => void },
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.url !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD'))
      return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(req.method === 'HEAD' ? '' : text),
      (error: Error) => {
        log.warn({ error: error.message }, 'metrics: a figure could not be read');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => resolve());
  });
  return server;
}
