// A small bounded load generator for scripts/bench-http.ts, run as its own
// process so that neither its event loop nor its CPU is the server's:
// `connections` keep-alive connections each send GET `path` back to back for
// `durationMs`. Takes its settings as JSON in argv[2], prints its result as JSON.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const { port, path, headers, connections, durationMs } = JSON.parse(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const until = performance.now() + durationMs;
let done = 0;
let bytes = 0;
const statuses = {};

function one() {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', resolve);
    });
    req.on('error', reject);
  });
}

async function loop() {
  while (performance.now() < until) {
    await one();
    done++;
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: connections }, loop));
const seconds = (performance.now() - started) / 1000;
agent.destroy();
console.log(JSON.stringify({ rps: done / seconds, requests: done, bytes, statuses }));
