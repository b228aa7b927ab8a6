// One measured window of bench/exam-day.mjs against one target: warm-up, load, CPU of every
// party, memory, PostgreSQL transactions, and the check that every acknowledged answer is stored.
import fs from "node:fs";
import path from "node:path";
import { summarise } from "../cpu-profile.mjs";
import { cpuSeconds, loadAverage, log, machineCpuSeconds, memoryOf, percentiles, postgresCpuSeconds, round } from "../lib.mjs";
import { drive, newLedger, verify } from "./load.mjs";

/** Transactions committed in the bench database so far (one per statement outside a transaction). */
async function transactions(db) {
  await db`select pg_stat_clear_snapshot()`;
  const [row] = await db`select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()`;
  return Number(row.n);
}

async function resetAnswers(db, attemptIds) {
  await db`delete from answers where attempt_id = any(${attemptIds}::uuid[])`;
  await db.unsafe("vacuum analyze answers");
}

export async function runPhase({ db, learners, attemptIds, pg }, target, settings) {
  const { durationS, warmupS, loadModel, profileDir } = settings;
  const run = (seconds, ledger) =>
    drive({ url: target.url, learners, seconds, ledger, variant: target.variant, thinkMs: settings.thinkMs, timeoutS: settings.timeoutS });
  if (warmupS > 0) {
    log(`${target.label}: warm-up ${warmupS} s with ${learners.length} learners`);
    await run(warmupS, newLedger());
  }
  await resetAnswers(db, attemptIds);
  const ledger = newLedger();
  log(`${target.label}: measuring ${durationS} s with ${learners.length} learners (${loadModel})`);
  const transactionsBefore = await transactions(db);
  const before = {
    server: cpuSeconds(target.pid),
    postgres: postgresCpuSeconds(pg.postmasterPid),
    loadgen: process.cpuUsage(),
    machine: machineCpuSeconds(),
  };
  if (profileDir) process.kill(target.pid, "SIGUSR2"); // bench/cpu-prof-preload.cjs: start profiling
  const stats = await run(durationS, ledger);
  if (profileDir) process.kill(target.pid, "SIGUSR2"); // stop and write
  const loadgenUsage = process.cpuUsage(before.loadgen);
  const machine = machineCpuSeconds();
  const cpu = {
    server: cpuSeconds(target.pid) - before.server,
    postgres: pg.postmasterPid ? postgresCpuSeconds(pg.postmasterPid) - before.postgres : null,
    loadgen: (loadgenUsage.user + loadgenUsage.system) / 1e6,
    machineBusy: machine.busy - before.machine.busy,
    machineTotal: machine.total - before.machine.total,
  };
  cpu.other = cpu.machineBusy - cpu.server - (cpu.postgres ?? 0) - cpu.loadgen;
  const memory = memoryOf(target.pid);
  // Let the requests still in flight at the stop finish, and PostgreSQL flush its statistics.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const check = target.variant === "submit" ? await verify(db, attemptIds, ledger) : null;
  // Our own statements in between: the `transactions` reads themselves (2) and verify (1).
  const serverTransactions = (await transactions(db)) - transactionsBefore - (check ? 3 : 2);
  const errors = stats.bad + stats.socketErrors;
  const latency = percentiles(stats.latencies);
  const perOk = (seconds) => (stats.ok && seconds !== null ? (seconds * 1000) / stats.ok : null);
  const phase = {
    name: target.name,
    label: target.label,
    variant: target.variant,
    answersPerSecond: stats.ok / stats.duration,
    requests: stats.latencies.length,
    ok: stats.ok,
    errors,
    unexpectedStatus: stats.bad,
    socketErrors: stats.socketErrors,
    timeouts: stats.timeouts,
    statusCodes: Object.fromEntries(stats.statuses),
    latencyMs: { p50: latency.p50, p95: latency.p95, p99: latency.p99, max: latency.max, mean: latency.mean },
    check,
    memory: memory ? { peakMb: memory.peakKb / 1024, rssMb: memory.rssKb / 1024 } : null,
    elapsedSeconds: stats.duration,
    cpuSeconds: cpu,
    cpuMsPerAnswer: { server: perOk(cpu.server), postgres: perOk(cpu.postgres), loadgen: perOk(cpu.loadgen), other: perOk(cpu.other) },
    serverCpuShare: cpu.server / stats.duration,
    postgresTransactionsPerRequest: stats.latencies.length ? serverTransactions / stats.latencies.length : null,
    loadAverage: loadAverage(),
    latencies: stats.latencies,
  };
  if (profileDir) phase.profile = await profileOf(profileDir, target.pid, target.name);
  log(
    `${target.label}: ${round(phase.answersPerSecond, 0)}/s, p99 ${round(latency.p99)} ms, ${errors} errors${check ? `, ${check.lost} lost` : ""}`,
  );
  if (errors > 0)
    log(
      `${target.label}: status codes ${JSON.stringify(phase.statusCodes)}, socket errors ${stats.socketErrors} (timeouts ${stats.timeouts})`,
    );
  return phase;
}

/** The summary of the measured window's CPU profile (bench/cpu-prof-preload.cjs writes CPU.<pid>.<n>.cpuprofile). */
async function profileOf(profileDir, pid, name) {
  let file = null;
  for (let tries = 0; tries < 50 && !file; tries++) {
    file = fs.existsSync(profileDir)
      ? fs
          .readdirSync(profileDir)
          .filter((name) => name.startsWith(`CPU.${pid}.`) && name.endsWith(".cpuprofile"))
          .sort()
          .at(-1)
      : null;
    if (!file) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!file) {
    log(`no CPU profile of process ${pid} in ${profileDir}`);
    return null;
  }
  // Named after the target, so that the next window of the same process is not mistaken for this one.
  const named = path.join(profileDir, file.replace(/^CPU\./, `${name}.`));
  fs.renameSync(path.join(profileDir, file), named);
  return summarise(named, { top: 25 });
}
