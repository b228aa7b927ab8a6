// The busy neighbour of bench/grand-test.mjs --hog N: N processes spinning on the CPU for the length of
// the load, as another engineer's build would (docs/benchmarks.md, "Shedding load"). Each stops by
// itself after `maxMs`, and is stopped with its process group at the end of the run or on Ctrl-C.
import path from "node:path";
import { log, spawnGroup } from "../lib.mjs";

export function startCpuHogs(count, { maxMs, work }) {
  const hogs = Array.from({ length: count }, (_, index) =>
    spawnGroup(
      `CPU hog ${index + 1}`,
      process.execPath,
      ["-e", `const end = Date.now() + ${Math.round(maxMs)}; let n = 0; while (Date.now() < end) n++;`],
      {
        env: process.env,
        cwd: work,
        logFile: path.join(work, `hog-${index + 1}.log`),
      },
    ),
  );
  if (count > 0) log(`${count} CPU hog(s) spinning for at most ${Math.round(maxMs / 1000)} s`);
  return { stop: () => Promise.all(hogs.map((hog) => hog.stop())) };
}
