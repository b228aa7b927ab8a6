#!/usr/bin/env bash
# `npm run lint`: ESLint and Prettier's check side by side (one core each); fails if either does.
set -uo pipefail
cd "$(dirname "$0")/.."
npx eslint . &
eslint=$!
echo "Checking formatting..." >&2
npx prettier --check --log-level warn . &
prettier=$!
status=0
wait $eslint || status=1
wait $prettier || status=1
[ $status = 0 ] && echo "Lint and formatting clean."
exit $status
