#!/usr/bin/env bash
# Installs exactly the locked dependencies (npm ci) with npm running on Node 24
# (scripts/use-node-24.sh, decision 0031): the README's first command.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node-24.sh
npm ci --no-audit --no-fund
