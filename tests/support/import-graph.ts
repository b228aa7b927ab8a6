import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import ts from "typescript";

/**
 * The project's import graph, read from the source text with TypeScript's parser (so imports in
 * comments or strings do not count): static `import … from`, `export … from`, side-effect
 * `import "…"` and `import("…")` with a string literal. Files are named by their path from the
 * project root, with forward slashes.
 */
export type ImportEdge = { from: string; specifier: string; target: string | null; typeOnly: boolean };
export type ImportGraph = { files: Set<string>; edges: ImportEdge[] };

const SOURCE = /\.(ts|tsx|mjs)$/;
const RESOLVED_SUFFIXES = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];

/** The source files of `entries` (folders searched recursively, or single files), declarations left out. */
export function listSourceFiles(root: string, entries: string[]): string[] {
  const walk = (path: string): string[] => {
    const stat = statSync(join(root, path), { throwIfNoEntry: false });
    if (!stat) return [];
    if (!stat.isDirectory()) return SOURCE.test(path) && !path.endsWith(".d.ts") ? [path] : [];
    return readdirSync(join(root, path)).flatMap((name) => walk(`${path}/${name}`));
  };
  return entries.flatMap(walk).sort();
}

/** The graph of the source files under `entries`, read from disk below `root`. */
export function readGraph(root: string, entries: string[]): ImportGraph {
  const files = listSourceFiles(root, entries);
  return buildGraph(new Map(files.map((file) => [file, readFileSync(join(root, file), "utf8")])));
}

/** The graph of in-memory sources; a specifier resolves only to a file among them (packages: null). */
export function buildGraph(sources: Map<string, string>): ImportGraph {
  const files = new Set(sources.keys());
  const edges = [...sources].flatMap(([from, text]) =>
    importsOf(from, text).map(({ specifier, typeOnly }) => ({ from, specifier, typeOnly, target: resolve(from, specifier, files) })),
  );
  return { files, edges };
}

/** What one file imports, in source order; `typeOnly` when the import is erased from the JavaScript. */
export function importsOf(file: string, text: string): { specifier: string; typeOnly: boolean }[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : file.endsWith(".mjs") ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: isTypeOnlyImport(node.importClause) });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push({ specifier: argument.text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `import type`, or only `type` names in braces: erased from the JavaScript. */
function isTypeOnlyImport(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.every((element) => element.isTypeOnly);
}

/**
 * The project file a specifier names (`@/…` from the root, `./…` from the importer), null for a
 * package. A path that is no source file (a stylesheet, or a missing file) comes back as written.
 */
export function resolve(from: string, specifier: string, files: Set<string>): string | null {
  const base = specifier.startsWith("@/")
    ? specifier.slice(2)
    : specifier.startsWith(".")
      ? posix.normalize(posix.join(posix.dirname(from), specifier))
      : null;
  if (base === null) return null;
  const found = RESOLVED_SUFFIXES.map((suffix) => base + suffix).find((path) => files.has(path));
  return found ?? base;
}

/** The top-level folder of a file (`lib`, `db`…), or the file itself when it sits at the root. */
export function layerOf(file: string): string {
  return file.split("/")[0]!;
}

/**
 * Import cycles among the files `include` accepts, type-only imports included (a cycle of types
 * still ties two modules together): one path per strongly connected group, e.g.
 * `["lib/a.ts", "lib/b.ts", "lib/a.ts"]`.
 */
export function findCycles(graph: ImportGraph, include: (file: string) => boolean): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of graph.edges) {
    if (!edge.target || !include(edge.from) || !include(edge.target)) continue;
    next.set(edge.from, [...(next.get(edge.from) ?? []), edge.target]);
  }
  return stronglyConnected(next)
    .filter((group) => group.length > 1 || next.get(group[0]!)?.includes(group[0]!))
    .map((group) => cyclePath(group, next));
}

/**
 * The imports that leave their layer for one it may not import, as `"from → target"`.
 * `mayImport` lists, per layer (top-level folder or root file), the other layers it may import;
 * a layer missing from it may import none. Type-only imports count: they state a dependency too.
 */
export function layerViolations(graph: ImportGraph, mayImport: Record<string, string[]>): string[] {
  return graph.edges
    .filter(
      ({ from, target }) => target !== null && layerOf(from) !== layerOf(target) && !mayImport[layerOf(from)]?.includes(layerOf(target)),
    )
    .map(({ from, target }) => `${from} → ${target}`);
}

/** The files that import something `isRoot` accepts at runtime, directly or through other files. */
export function filesReaching(graph: ImportGraph, isRoot: (edge: ImportEdge) => boolean): Set<string> {
  const runtime = graph.edges.filter((edge) => !edge.typeOnly);
  const reaching = new Set(runtime.filter(isRoot).map((edge) => edge.from));
  for (let grew = true; grew;) {
    grew = false;
    for (const edge of runtime) {
      if (edge.target && reaching.has(edge.target) && !reaching.has(edge.from)) {
        reaching.add(edge.from);
        grew = true;
      }
    }
  }
  return reaching;
}

/** Tarjan's algorithm over the adjacency map. */
function stronglyConnected(next: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      groups.push(group.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return groups;
}

/** One cycle through the group's first file, found breadth-first inside the group. */
function cyclePath(group: string[], next: Map<string, string[]>): string[] {
  const members = new Set(group);
  const start = group[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of next.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return group;
}

/** The area of a file of lib/: its folder (`lib/attempts/…` → `attempts`), or the file's own name at lib/'s top (`lib/errors.ts` → `errors`). */
export function libAreaOf(file: string): string | null {
  const parts = file.split("/");
  if (parts[0] !== "lib" || parts.length < 2) return null;
  return parts.length > 2 ? parts[1]! : parts[1]!.replace(/\.(ts|tsx|mjs)$/, "");
}

/**
 * The imports between areas of lib/ that do not go down the layers, as `"from-area → to-area"`
 * (once each, sorted). `layers` lists the areas from the bottom up, one list per layer: an area
 * may import only areas of lower layers, never one of its own layer nor one above. An area missing
 * from the table is reported as `"? area"`. Type-only imports count, as for the layers of the project.
 */
export function areaViolations(graph: ImportGraph, layers: readonly (readonly string[])[]): string[] {
  const rank = new Map(layers.flatMap((areas, index) => areas.map((area) => [area, index] as const)));
  const found = new Set<string>();
  for (const { from, target } of graph.edges) {
    const [fromArea, toArea] = [libAreaOf(from), target && libAreaOf(target)];
    if (!fromArea || !toArea || fromArea === toArea) continue;
    for (const area of [fromArea, toArea]) if (!rank.has(area)) found.add(`? ${area}`);
    if (rank.has(fromArea) && rank.has(toArea) && rank.get(toArea)! >= rank.get(fromArea)!) found.add(`${fromArea} → ${toArea}`);
  }
  return [...found].sort();
}

/** The pairs of lib/ areas that import each other, as `"a ↔ b"` with a before b. */
export function mutualAreas(graph: ImportGraph): string[] {
  const arrows = new Set<string>();
  for (const { from, target } of graph.edges) {
    const [fromArea, toArea] = [libAreaOf(from), target && libAreaOf(target)];
    if (fromArea && toArea && fromArea !== toArea) arrows.add(`${fromArea} ${toArea}`);
  }
  return [...arrows]
    .map((arrow) => arrow.split(" ") as [string, string])
    .filter(([a, b]) => a < b && arrows.has(`${b} ${a}`))
    .map(([a, b]) => `${a} ↔ ${b}`)
    .sort();
}
