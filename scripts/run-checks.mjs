// `npm test`'s first phase: typecheck, lint and build at once (decision 0152). Each is mostly
// one process on one core and waits on the disk in places, so together they took 221 s where
// one after another took 250 s on this two-core machine. Each one's output is held back and
// printed whole when it ends, so the three never interleave; the first failure fails the phase
// after all three have ended (a lint error and a type error are both shown in one run).
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2).length ? process.argv.slice(2) : ['typecheck', 'lint', 'build'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - startedAt) / 1000);
      process.stdout.write(Buffer.concat(chunks));
      console.log(`${script}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(scripts.map(run));
process.exit(codes.find((code) => code !== 0) ?? 0);
