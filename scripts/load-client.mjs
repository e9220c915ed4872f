// A small bounded load generator for scripts/bench-http.ts, run in a worker
// thread so its event loop is not the server's: `connections` keep-alive
// connections each send GET `path` back to back for `durationMs`.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { port, path, headers, connections, durationMs } = workerData;
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
parentPort.postMessage({ rps: done / seconds, requests: done, bytes, statuses });
