#!/bin/sh
# `npm test`: every test. Installs dependencies and, when missing, Debian's Chromium for
# the end-to-end tests (they are never skipped).
set -e
cd "$(dirname "$0")/.."
PNPM="npx -y pnpm@10"

$PNPM install --frozen-lockfile
$PNPM --filter @docs-admin/prisma generate

if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's chromium for the end-to-end tests..."
    apt-get update && apt-get install -y chromium
  else
    echo "The end-to-end tests need Chromium at /usr/bin/chromium." >&2
    echo "Install it with: sudo apt-get update && sudo apt-get install -y chromium" >&2
    exit 1
  fi
fi

$PNPM -r typecheck
$PNPM exec eslint .
$PNPM exec prettier --check .
$PNPM --filter @docs-admin/bff test
$PNPM --filter @docs-admin/web build
$PNPM --filter @docs-admin/e2e test
