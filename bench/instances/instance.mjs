// One production server of bench/instances.mjs: `node scripts/start.mjs` on its port (lib.mjs,
// startApp), which it can stop with SIGTERM and start again on the same port, data and log (a
// rolling deploy), its CPU counted over every life.
import path from "node:path";
import { cpuSeconds, startApp } from "../lib.mjs";

/**
 * `shared`: { appDir, databaseUrl, authSecret, work, sharedFolder, healthTimeoutMs, env }. With
 * `sharedFolder` every instance has the same DATA_DIR (declared shared); otherwise each its own.
 */
export async function startInstance(shared, number, port) {
  const dataDir = path.join(shared.work, shared.sharedFolder ? "data" : `data-${number}`);
  let lives = 0;
  let app;
  let earlierCpu = 0;
  const start = async () => {
    lives += 1;
    app = await startApp({
      appDir: shared.appDir,
      port,
      databaseUrl: shared.databaseUrl,
      authSecret: shared.authSecret,
      dataDir,
      logFile: path.join(shared.work, `instance-${number}.log`),
      healthTimeoutMs: shared.healthTimeoutMs,
      extraEnv: shared.env,
    });
  };
  await start();
  return {
    number,
    port,
    get lives() {
      return lives;
    },
    logFile: path.join(shared.work, `instance-${number}.log`),
    cpuSeconds: () => earlierCpu + cpuSeconds(app.pid),
    /** SIGTERM to the instance (its process group); resolves once it has exited. */
    async stop() {
      earlierCpu += cpuSeconds(app.pid);
      await app.stop();
    },
    startAgain: start,
  };
}
