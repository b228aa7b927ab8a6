import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/rules.md (its opening): code and docs cite what a reader of this repository has — a section of
 * docs/rules.md, docs/operations.md, docs/benchmarks.md or docs/copy-corrections.md, or the reason in
 * plain words — never the original spec or an issue tracker's numbers, which the reader does not have.
 */
const root = join(import.meta.dirname, "../..");

/** Where sources and docs live; drizzle/ (generated migrations) and bench/results (run output) are left out. */
const SCANNED = ["app", "components", "client", "lib", "server", "db", "demo", "tests", "e2e", "bench", "scripts", "docs"];
const SCANNED_FILES = ["README.md", "middleware.ts", "instrumentation.ts"];
const SKIPPED = /(^|\/)(node_modules|\.next|drizzle)(\/|$)|^bench\/results\//;
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|md|sql|sh|css|svg|json|ya?ml|txt)$/;
/** This file: its fixtures are the phrases it forbids. */
const SELF = "tests/unit/no-outside-citations.test.ts";

/** "the spec" as a phrase (not "the specs" or a Playwright "spec file"). */
const THE_SPEC = /\bthe spec\b(?!\s+files?\b)/i;
/** "issue 14", "Issues 8 and 12", "issue #27", "Issue 19.10". */
const ISSUE_WORD = /\bissues? #?\d+/i;
/**
 * A bare "#27" only where it is clearly an issue: in parentheses alone, or after a citing word. Ordinals
 * ("app #1", "Question #12"), colours, anchors, error codes ("React #418") and another project's
 * qualified issues ("vercel/next.js #86151") are not.
 */
const HASH_ISSUE = /\(#\d+\)|\b(?:see|per|in|from|since|after|fixe[sd]|close[sd]|resolve[sd]|refs?)\s+#\d+\b/i;

/** The phrase of the line that cites outside the repository, or null. */
function outsideCitation(line: string): string | null {
  for (const pattern of [THE_SPEC, ISSUE_WORD, HASH_ISSUE]) {
    const match = pattern.exec(line);
    if (match) return match[0];
  }
  return null;
}

function scannedFiles(): string[] {
  const inFolders = SCANNED.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: "utf8" }).map((file) => `${folder}/${file.split("\\").join("/")}`),
  );
  return [...inFolders, ...SCANNED_FILES].filter(
    (file) => file !== SELF && TEXT_FILE.test(file) && !SKIPPED.test(file) && statSync(join(root, file)).isFile(),
  );
}

describe("citations a reader of the repository can follow", () => {
  it("flags the spec and issue numbers", () => {
    for (const line of [
      "// Creates a quiz after the spec's checks.",
      'it("answers The Spec shape")',
      "## Shedding load (issue 30)",
      " * Two instances (issue 8, item 5): two app servers",
      "// Issue 19.10: every screen",
      "the volume of issues 14 and 17",
      "see issue #27",
      "the backfill (#27) runs once",
      "Fixes #8.",
      "as decided in #12",
    ])
      expect(outsideCitation(line), line).not.toBeNull();
  });

  it("leaves spec files, colours, anchors, ordinals and other projects' issues alone", () => {
    for (const line of [
      "the spec file e2e/feel.spec.ts and the specs beside it",
      "inspect the spectrum",
      'fill="#0f6762" stroke="#fff"',
      '<a href="#main">',
      "| app #1 | bare (upsert) #2 |",
      "// Three codes per email: #2 on B, #3 on A, #4 on B refused.",
      'getByRole("button", { name: /^Question #12/ })',
      "the order number (#1A2B3C4D)",
      "the 404 page hydrates without error #418 (React #418)",
      "with no error (vercel/next.js #86151, #98305)",
      "How many? {#4:1}",
      "no known issues; tissue 5",
    ])
      expect(outsideCitation(line), line).toBeNull();
  });

  it("finds none in the sources and docs", () => {
    const files = scannedFiles();
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((file) =>
      readFileSync(join(root, file), "utf8")
        .split("\n")
        .flatMap((line, index) => {
          const phrase = outsideCitation(line);
          return phrase === null ? [] : [`${file}:${index + 1}: ${phrase}`];
        }),
    );
    expect(found).toEqual([]);
  });
});
