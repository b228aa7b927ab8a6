import { readFileSync } from "node:fs";
import { join } from "node:path";
import { filesReaching, readGraph } from "./import-graph";

/**
 * Test text that changes what the process holds for whatever runs in it next: a mocked module, a
 * stubbed global, timer or environment variable, a spy, a process listener, a global set by hand.
 */
const CHANGES_THE_PROCESS =
  /\bvi\.(mock|doMock|unmock|stubEnv|stubGlobal|spyOn|useFakeTimers|setSystemTime)\b|process\.env(\.\w+|\[[^\]]+\])\s*(=[^=]|\?\?=|\|\|=)|delete process\.env|process\.(on|once)\(|globalThis\.\w+\s*=[^=]/;

/**
 * The test files that need a module graph of their own: their text, or a test helper they import,
 * changes the process (above). Every other file shares its worker's modules with the files before
 * it (vitest.config.ts): each still opens a database of its own (tests/support/db.ts), and the
 * modules it would load again are the bulk of a file's time on these machines.
 */
export function testFilesNeedingIsolation(root: string): string[] {
  const graph = readGraph(root, ["tests"]);
  const changing = new Set([...graph.files].filter((file) => CHANGES_THE_PROCESS.test(readFileSync(join(root, file), "utf8"))));
  const reaching = new Set([...changing, ...filesReaching(graph, (edge) => edge.target !== null && changing.has(edge.target))]);
  return [...graph.files].filter((file) => file.endsWith(".test.ts") && reaching.has(file)).sort();
}
