#!/bin/sh
# `npm start`: install what is missing, build the dashboard, then start the BFF, which
# opens PostgreSQL (embedded unless DATABASE_URL is set), migrates and seeds on first run.
set -e
cd "$(dirname "$0")/.."
PNPM="npx -y pnpm@10"

$PNPM install --frozen-lockfile
$PNPM --filter @docs-admin/prisma generate
$PNPM --filter @docs-admin/web build
exec $PNPM --filter @docs-admin/bff start
