// Preloaded with NODE_OPTIONS="--require …/bench/cpu-prof-preload.cjs" by bench/exam-day.mjs
// --cpu-prof (Node 20 refuses --cpu-prof in NODE_OPTIONS, and that would record the start-up
// too): the first SIGUSR2 starts a V8 CPU profile of this process, the second stops it and writes
// $BENCH_CPU_PROF_DIR/CPU.<pid>.<n>.cpuprofile. So only the measured window is recorded.
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const inspector = require("node:inspector");

const dir = process.env.BENCH_CPU_PROF_DIR;
if (dir) {
  let session = null;
  let count = 0;
  process.on("SIGUSR2", () => {
    if (!session) {
      session = new inspector.Session();
      session.connect();
      session.post("Profiler.enable");
      session.post("Profiler.setSamplingInterval", { interval: 500 });
      session.post("Profiler.start");
      return;
    }
    const current = session;
    session = null;
    current.post("Profiler.stop", (error, result) => {
      if (!error && result?.profile) {
        fs.mkdirSync(dir, { recursive: true });
        const file = path.join(dir, `CPU.${process.pid}.${++count}.cpuprofile`);
        fs.writeFileSync(`${file}.tmp`, JSON.stringify(result.profile));
        fs.renameSync(`${file}.tmp`, file); // readers never see a partial file
      }
      current.disconnect();
    });
  });
}
