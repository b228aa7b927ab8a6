#!/usr/bin/env node
// Bundles the production front's code (server/front.ts: the client address, the answer save's
// node:http adapter, the load gate, the security headers, and what it calls in lib/) into
// dist/front.mjs, which scripts/server.mjs imports. Packages stay imports of node_modules; only the project's TypeScript is bundled.
// Run by `npm run build` and by scripts/start.mjs when the sources are newer than the bundle;
// `npm run dev` (scripts/dev.mjs) keeps it rebuilt on every change (watchFront).
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
export const FRONT_BUNDLE = path.join(root, "dist", "front.mjs");
/** The demo's seeder and published sign-ins, for the server's own start (demo/content.ts). */
export const DEMO_BUNDLE = path.join(root, "dist", "demo.mjs");
/** The readiness calibration's worker thread (lib/readiness/run-estimate.ts starts it). */
export const READINESS_WORKER_BUNDLE = path.join(root, "dist", "readiness-worker.mjs");
/** The Word import's reading thread (lib/quizzes/docx-thread-run.ts starts it). */
export const DOCX_WORKER_BUNDLE = path.join(root, "dist", "docx-worker.mjs");

/** `server-only` throws outside React's server bundles; the front is server code by construction. */
const serverOnlyIsEmpty = {
  name: "server-only-is-empty",
  setup(builder) {
    builder.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "empty" }));
    builder.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "" }));
  },
};

/** esbuild's options: four entries, one copy of each module they share (splitting: common chunks in dist/). */
const frontOptions = (plugins = []) => ({
  entryPoints: {
    front: path.join(root, "server", "front.ts"),
    demo: path.join(root, "demo", "content.ts"),
    "readiness-worker": path.join(root, "lib", "readiness", "estimate-thread.ts"),
    "docx-worker": path.join(root, "lib", "quizzes", "docx-thread.ts"),
  },
  outdir: path.dirname(FRONT_BUNDLE),
  outExtension: { ".js": ".mjs" },
  splitting: true,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  tsconfig: path.join(root, "tsconfig.json"),
  plugins: [serverOnlyIsEmpty, ...plugins],
  logLevel: "warning",
});

export async function buildFront() {
  const { build } = await import("esbuild"); // a build tool: loaded only when building
  await build(frontOptions());
}

/**
 * Builds the bundles, then rebuilds them on every change to a file they include, calling
 * `onRebuilt` after each rebuild that succeeded (not after the first build). Resolves once the
 * first build is written; returns the stop of the watch.
 */
export async function watchFront(onRebuilt) {
  const { context } = await import("esbuild");
  let firstBuilt;
  const built = new Promise((resolve) => (firstBuilt = resolve));
  let builds = 0;
  const announce = {
    name: "announce-rebuilds",
    setup(builder) {
      builder.onEnd((result) => {
        if (builds++ === 0) firstBuilt();
        else if (result.errors.length === 0) onRebuilt();
      });
    },
  };
  const watched = await context(frontOptions([announce]));
  await watched.watch(); // builds once, then again on each change
  await built;
  return () => watched.dispose();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await buildFront();
