// A small bounded load generator for scripts/bench-http.ts, run as its own
// process so that neither its event loop nor its CPU is the server's:
// `connections` keep-alive connections each send GET `path` back to back for
// `durationMs`. Takes its settings as JSON in argv[2], prints its result as JSON.
// `ownAddress`: each request names a client address of its own in X-Forwarded-For (the shop
// trusts 127.0.0.1 as its proxy in bench-http), as real traffic from many clients does; the
// result's `p99Ms` is the 99th percentile of the requests' times.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const { port, path, headers, connections, durationMs, ownAddress } = JSON.parse(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const until = performance.now() + durationMs;
let done = 0;
let bytes = 0;
const statuses = {};
const times = [];
let address = Math.floor(Math.random() * 2 ** 24) << 4; // a new run starts elsewhere in 10.0.0.0/8's neighbours
const nextAddress = () => {
  address = (address + 1) % 2 ** 28;
  return `${10 + (address >>> 24)}.${(address >>> 16) & 255}.${(address >>> 8) & 255}.${address & 255}`;
};

function one() {
  return new Promise((resolve, reject) => {
    const sent = performance.now();
    const own = ownAddress ? { ...headers, 'x-forwarded-for': nextAddress() } : headers;
    const req = http.get({ host: '127.0.0.1', port, path, headers: own, agent }, (res) => {
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => {
        times.push(performance.now() - sent);
        resolve();
      });
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
times.sort((a, b) => a - b);
const p99Ms = times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? NaN;
console.log(JSON.stringify({ rps: done / seconds, requests: done, bytes, statuses, p99Ms }));
