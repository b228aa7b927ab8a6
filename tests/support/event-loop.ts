import { readFileSync } from "node:fs";

/** Linux's count of the CPU time this process's main thread has run, in nanoseconds (its first field). */
const MAIN_THREAD_SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;

/** CPU milliseconds of the main thread (where the event loop turns); of the whole process where Linux's count is not there. */
function cpuMs(): number {
  try {
    return Number(readFileSync(MAIN_THREAD_SCHEDSTAT, "utf8").split(" ")[0]) / 1e6;
  } catch {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  }
}

/**
 * Runs `work` and measures the longest the event loop was held meanwhile: a timer every 5 ms notes
 * how long it waited since its last turn. A wait counts only as far as the main thread ran on the
 * CPU in it, so a machine too busy to schedule the test is not taken for work holding the loop.
 */
export async function longestHold<T>(work: () => Promise<T>): Promise<{ result: T; longestMs: number }> {
  let longestMs = 0;
  let [wall, cpu] = [performance.now(), cpuMs()];
  const tick = () => {
    const [nowWall, nowCpu] = [performance.now(), cpuMs()];
    longestMs = Math.max(longestMs, Math.min(nowWall - wall, nowCpu - cpu));
    [wall, cpu] = [nowWall, nowCpu];
  };
  const timer = setInterval(tick, 5);
  try {
    const result = await work();
    tick();
    return { result, longestMs };
  } finally {
    clearInterval(timer);
  }
}
