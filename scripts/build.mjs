// Builds the app into a new folder under .builds/ and then points the `build`
// symlink at it in one rename, so a shop that is running keeps serving the
// build it started with (server/pages.ts resolves its own folder), and two
// builds never write into the same files. Old builds beyond the newest three
// are removed.
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve('.builds');
const id = `${Date.now()}-${process.pid}`;
const dir = path.join(root, id);
const startedAt = Date.now();
mkdirSync(dir, { recursive: true });

const env = { ...process.env, BUILD_DIR: dir };
const step = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit', env });
try {
  step('npx', ['react-router', 'build']);
  step('npx', ['react-router', 'build', 'scripts/empty-app']); // the floor of bundle-size.mjs
  step(process.execPath, ['scripts/build-server.mjs']);
  step(process.execPath, ['scripts/precompress.mjs']);
  step(process.execPath, ['scripts/bundle-size.mjs']);
  step(process.execPath, ['scripts/no-compiler-in-browser.mjs']);
} catch (error) {
  rmSync(dir, { recursive: true, force: true });
  throw error;
}
// sources changed after this moment make the build stale (scripts/build-if-stale.mjs)
writeFileSync(path.join(dir, '.built-at'), String(startedAt));

if (existsSync('build') && !lstatSync('build').isSymbolicLink()) renameSync('build', path.join(root, `legacy-${id}`));
const link = `build.${id}.tmp`;
symlinkSync(path.relative('.', dir), link);
renameSync(link, 'build');

const builds = readdirSync(root).sort().reverse();
for (const old of builds.slice(3)) rmSync(path.join(root, old), { recursive: true, force: true });
console.log(`build: ${path.relative('.', dir)} (build -> ${path.relative('.', dir)})`);
