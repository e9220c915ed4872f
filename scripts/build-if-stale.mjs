// `npm start` builds only when there is no build or a source file is newer
// than the moment the current build started, quietly unless the build fails.
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
  // quiet unless it fails: a first start shows where the shop is, not Vite's file list (`npm run build` shows it)
  process.stdout.write('Mağaza qurulur (ilk başlanğıcda bir dəqiqəyə qədər)…\n');
  try {
    execFileSync(process.execPath, ['scripts/build.mjs'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    process.stdout.write(String(error.stdout ?? ''));
    process.stderr.write(String(error.stderr ?? ''));
    process.stderr.write('build failed: the output above says why\n');
    process.exit(1);
  }
}
