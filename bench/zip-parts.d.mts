// Types of bench/zip-parts.mjs, which the tests import (tests/support/docx.ts).

export function zipParts(parts: [string, Buffer | string][], options?: { deflate?: boolean }): Buffer;
