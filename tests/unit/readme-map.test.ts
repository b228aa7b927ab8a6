import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * README.md's "Map of the code" is where a newcomer starts: it must name every top-level folder and
 * every area of lib/ (folder or loose file), and every path it names must be in the tree. A folder
 * that is added, renamed or moved fails here until the map says so.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

type MapRow = { path: string; spans: string[] };

/** The rows of the section's tables whose first cell is a path in backticks (not a header such as "`lib/` area"). */
function readMap(readme: string): MapRow[] {
  const start = readme.indexOf("\n## Map of the code\n");
  if (start < 0) throw new Error('README.md has no "## Map of the code" section');
  const end = readme.indexOf("\n## ", start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  return section
    .split("\n")
    .map((line) => line.split("|"))
    .filter(([before, first]) => before === "" && first !== undefined && /^`[^`]+`$/.test(first.trim()))
    .map(([, first, ...rest]) => ({
      path: first.trim().slice(1, -1),
      spans: [...rest.join("|").matchAll(/`([^`]+)`/g)].map((match) => match[1]),
    }));
}

/** A span that names a folder (`admin/`) or a source file (`start.mjs`), not a command or a URL. */
const PATH_LIKE = /^[\w.()[\]-]+(\/[\w.()[\]-]+)*(\/|\.(ts|tsx|mjs|cjs|md|sh|sql|json))$/;

/** The top-level folders .gitignore leaves out (node_modules, data, the data-* folders…), as patterns of a name. */
function ignoredTopFolders(): RegExp[] {
  return readFileSync(join(root, ".gitignore"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => /^\/?[^/!#]+\/$/.test(line))
    .map((line) => new RegExp(`^${line.replace(/^\//, "").replace(/\/$/, "").replace(/\./g, "\\.").replace(/\*/g, ".*")}$`));
}

const folders = (dir: string) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const trimSlash = (path: string) => path.replace(/\/$/, "");

describe("README.md's map of the code", () => {
  const rows = readMap(readFileSync(join(root, "README.md"), "utf8"));
  const named = new Set(rows.map((row) => trimSlash(row.path)));

  it("has a row for every top-level folder", () => {
    const ignored = ignoredTopFolders();
    const top = folders(".").filter((name) => name !== ".git" && !ignored.some((pattern) => pattern.test(name)));
    expect(top.length).toBeGreaterThan(10);
    expect(top.filter((name) => !named.has(name))).toEqual([]);
  });

  it("has a row for every lib/ area, folder or loose file", () => {
    const areas = readdirSync(join(root, "lib"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() || entry.name.endsWith(".ts"))
      .map((entry) => `lib/${entry.name}`);
    expect(areas.length).toBeGreaterThan(30);
    expect(areas.filter((area) => !named.has(area))).toEqual([]);
  });

  it("names only paths that exist, in its rows and in what they say", () => {
    const missing: string[] = [];
    for (const row of rows) {
      if (!existsSync(join(root, row.path))) missing.push(row.path);
      // `admin/` in the app/ row is app/admin/; `docs/benchmarks.md` in the bench/ row is from the root.
      const base = row.path.endsWith("/") ? row.path : dirname(row.path);
      for (const span of row.spans.filter((text) => PATH_LIKE.test(text))) {
        if (!existsSync(join(root, base, span)) && !existsSync(join(root, span))) missing.push(`${row.path}: ${span}`);
      }
    }
    expect(rows.length).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });
});

describe("the map reader", () => {
  const readme = [
    "# X",
    "## Map of the code",
    "| `lib/` area | What |",
    "| --- | --- |",
    "| `app/` | Pages: `admin/`, `(focus)/start-quiz/`, answers `{ success }` by `npm start` |",
    "| `lib/env.ts` | Settings. |",
    "## Next",
    "| `elsewhere/` | Not the map. |",
  ].join("\n");

  it("reads the first cell as the path and the backticked spans of the rest, within the section only", () => {
    expect(readMap(readme)).toEqual([
      { path: "app/", spans: ["admin/", "(focus)/start-quiz/", "{ success }", "npm start"] },
      { path: "lib/env.ts", spans: [] },
    ]);
  });

  it("takes folders and source files for paths, not commands, objects or URLs", () => {
    expect(["admin/", "(focus)/start-quiz/", "docs/benchmarks.md", "start.mjs"].every((text) => PATH_LIKE.test(text))).toBe(true);
    expect(["{ success }", "npm start", "/api/files", "node:http", "?page=&pageSize="].some((text) => PATH_LIKE.test(text))).toBe(false);
  });
});
