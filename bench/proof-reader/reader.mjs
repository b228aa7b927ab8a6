// The app's own proof reader for the bench (bench/proof-reader.mjs): lib/payments/proof-reading/
// bundled with esbuild as scripts/build-front.mjs bundles lib/ (packages stay imports, `server-only`
// is empty), into dist/ so the bundle resolves node_modules as the app does.
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../lib.mjs";

const serverOnlyIsEmpty = {
  name: "server-only-is-empty",
  setup(builder) {
    builder.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "empty" }));
    builder.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "" }));
  },
};

/**
 * `readProofImage` and `stopProofOcr` from read-image.ts, and (for --failures, which shows what OCR
 * saw) the image preparation and the engine's text.
 */
export async function loadProofReader() {
  const dir = path.join(ROOT, "lib", "payments", "proof-reading");
  if (!fs.existsSync(path.join(dir, "read-image.ts")))
    throw new Error("lib/payments/proof-reading/read-image.ts is missing: the OCR pipeline is not in this checkout");
  const { build } = await import("esbuild");
  const outfile = path.join(ROOT, "dist", "bench-proof-reader.mjs");
  await build({
    stdin: {
      contents: [
        `export { readProofImage, stopProofOcr } from "./read-image";`,
        `export { prepareProofImage } from "./prepare-image";`,
        `export { oneAtATime, recogniseText } from "./ocr-engine";`,
      ].join("\n"),
      resolveDir: dir,
      loader: "ts",
    },
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: path.join(ROOT, "tsconfig.json"),
    plugins: [serverOnlyIsEmpty],
    logLevel: "warning",
  });
  const reader = await import(`${outfile}?${Date.now()}`);
  /** What OCR read from the prepared picture: the text the extraction saw. */
  const ocrText = async (bytes, contentType) => {
    const prepared = await reader.prepareProofImage(bytes, contentType);
    if ("unreadable" in prepared) return `(${prepared.unreadable})`;
    return (await reader.oneAtATime(() => reader.recogniseText(prepared.image))).text;
  };
  return { readProofImage: reader.readProofImage, stopProofOcr: reader.stopProofOcr, ocrText };
}
