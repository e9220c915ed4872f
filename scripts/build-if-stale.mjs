// `npm start` builds only when there is no build or a source file is newer
// than the moment the current build started.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'app',
  'server',
  'domain',
  'public',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'scripts/build.mjs',
  'scripts/build-server.mjs',
];

function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const stamp = path.join('build', '.built-at');
const builtAt = existsSync(stamp) && existsSync('build/node/main.js') ? Number(readFileSync(stamp, 'utf8')) : 0;
if (builtAt && Math.max(...SOURCES.map(newest)) < builtAt) {
  console.log('build: up to date');
} else {
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}
