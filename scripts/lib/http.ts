/** A small HTTP(S) client for tests and benchmarks that talk to real servers
 * (self-signed TLS accepted). Pass a keep-alive agent to reuse connections. */
import http from 'node:http';
import https from 'node:https';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test and benchmark code reads the shapes it expects
export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; json: () => any };

export type SendOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  agent?: http.Agent;
};

export function send(url: string, opts: SendOptions = {}): Promise<Answer> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      { method: opts.method ?? 'GET', headers: opts.headers, rejectUnauthorized: false, agent: opts.agent ?? false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            json: () => JSON.parse(body.toString('utf8')),
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(opts.body);
  });
}

export const sendJson = (url: string, method: string, json: unknown, cookie?: string, agent?: http.Agent) =>
  send(url, {
    method,
    agent,
    body: JSON.stringify(json),
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  });

export function cookieFrom(answer: Answer, name: string): string {
  const line = (answer.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie`);
  return line.split(';')[0];
}
