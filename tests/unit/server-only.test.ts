import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Every lib/ module that reaches the database at runtime (imports db/client or db/schema, directly
 * or through other lib/ modules) starts with `import "server-only"`, so a client component that
 * imports it by mistake fails the build instead of shipping database code to the browser.
 * Type-only imports are erased and do not count. Outside Next (vitest aliases it to an empty
 * module), load such code with the condition Next uses: `npx tsx --conditions=react-server file.ts`.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const DATABASE = new Set(["db/client.ts", "db/schema.ts"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

const STATIC_IMPORT = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/gm;
const DYNAMIC_IMPORT = /import\(\s*["']([^"']+)["']\s*\)/g;

/** The modules a file imports at runtime, as paths relative to the project root. */
function runtimeImports(file: string, source: string): string[] {
  const specifiers: string[] = [];
  for (const [, , typeOnly, clause, specifier] of source.matchAll(STATIC_IMPORT)) {
    const names = /^\{([^}]*)\}$/.exec(clause!.trim())?.[1];
    const onlyTypes = names !== undefined && names.split(",").every((name) => name.trim() === "" || /^type\s/.test(name.trim()));
    if (!typeOnly && !onlyTypes) specifiers.push(specifier!);
  }
  for (const [, specifier] of source.matchAll(DYNAMIC_IMPORT)) specifiers.push(specifier!);
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith("@/") ? specifier.slice(2) : specifier.startsWith(".") ? join(dirname(file), specifier) : null;
    if (base === null) return [];
    const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(
      (path) => /\.tsx?$/.test(path) && existsSync(join(root, path)),
    );
    return found ? [relative(root, join(root, found))] : [];
  });
}

function modulesReachingTheDatabase(): string[] {
  const files = [...sourceFiles("lib"), ...sourceFiles("client")];
  const imports = new Map(files.map((file) => [file, runtimeImports(file, readFileSync(join(root, file), "utf8"))]));
  const reaching = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const [file, targets] of imports) {
      if (!reaching.has(file) && targets.some((target) => DATABASE.has(target) || reaching.has(target))) {
        reaching.add(file);
        grew = true;
      }
    }
  }
  return [...reaching].sort();
}

describe('import "server-only"', () => {
  const reaching = modulesReachingTheDatabase();

  it("finds the database modules through lib's imports", () => {
    expect(reaching).toContain("lib/quizzes/admin.ts");
    expect(reaching).toContain("lib/api/handler.ts");
    expect(reaching).not.toContain("client/toast.ts");
  });

  it("starts every lib module that reaches the database", () => {
    const missing = reaching.filter((file) => !/^import "server-only";$/m.test(readFileSync(join(root, file), "utf8")));
    expect(missing, 'add import "server-only" at the top of these').toEqual([]);
  });

  it("leaves the client helpers free of the database", () => {
    expect(reaching.filter((file) => file.startsWith("client/"))).toEqual([]);
  });
});
