// Types of bench/strip-png.mjs, which the tests import (tests/support/images.ts).

export function stripPng(width?: number, height?: number): Uint8Array<ArrayBuffer>;
