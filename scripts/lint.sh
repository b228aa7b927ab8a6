#!/usr/bin/env bash
# `npm run lint`: ESLint and Prettier's check side by side (one core each); fails if either does.
# Both keep a cache of what they found clean in node_modules/.cache, by content: a second run reads
# only the files that changed (a clean clone, as CI's, checks every file).
set -uo pipefail
cd "$(dirname "$0")/.."
npx eslint --cache --cache-strategy content --cache-location node_modules/.cache/eslint/ . &
eslint=$!
echo "Checking formatting..." >&2
npx prettier --check --cache --cache-strategy content --cache-location node_modules/.cache/prettier/cache.json --log-level warn . &
prettier=$!
status=0
wait $eslint || status=1
wait $prettier || status=1
[ $status = 0 ] && echo "Lint and formatting clean."
exit $status
