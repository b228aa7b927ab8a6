// The tables and verdicts of bench/exam-day.mjs.
import { formatTable, loadAverage, round } from "../lib.mjs";

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One target over the rounds: medians of rates and latencies, sums of errors and losses. */
function combine(phases, name) {
  const runs = phases.filter((phase) => phase.name === name);
  return {
    answersPerSecond: median(runs.map((run) => run.answersPerSecond)),
    latencyMs: {
      p50: median(runs.map((run) => run.latencyMs.p50)),
      p95: median(runs.map((run) => run.latencyMs.p95)),
      p99: median(runs.map((run) => run.latencyMs.p99)),
    },
    cpuMsServer: median(runs.map((run) => run.cpuMsPerAnswer.server ?? NaN)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    lost: runs.reduce((sum, run) => sum + (run.check?.lost ?? 0), 0),
    peakMb: Math.max(...runs.map((run) => run.memory?.peakMb ?? 0)),
  };
}

export function buildReport(phases, settings) {
  const { targets, thinkMs, learners, rounds, loadModel, durationS, warmupS } = settings;
  const app = combine(phases, "app");
  const bare = combine(phases, "bare");
  const rows = phases.map((phase) => [
    phase.label,
    round(phase.answersPerSecond, 0),
    round(phase.latencyMs.p50),
    round(phase.latencyMs.p95),
    round(phase.latencyMs.p99),
    phase.errors,
    phase.check ? phase.check.ackedRequests : "–",
    phase.check ? `${phase.check.matched + phase.check.inDoubt}/${phase.check.ackedKeys}` : "–",
    phase.check ? phase.check.lost : "–",
    round(phase.memory?.peakMb, 0),
    round(phase.cpuMsPerAnswer.server, 2),
    round(phase.cpuMsPerAnswer.postgres, 2),
    round(phase.cpuMsPerAnswer.loadgen, 2),
    round(phase.cpuMsPerAnswer.other, 2),
    round(phase.postgresTransactionsPerRequest, 2),
  ]);
  const table = formatTable(
    [
      "target",
      "answers/s",
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "errors",
      "acked",
      "stored ok",
      "lost",
      "peak MB",
      "CPU ms/ans server",
      "postgres",
      "loadgen",
      "other",
      "PG xact/req",
    ],
    rows,
  );
  const ratios = {
    throughput: app.answersPerSecond / bare.answersPerSecond,
    p99: app.latencyMs.p99 / bare.latencyMs.p99,
    serverCpuPerAnswer: app.cpuMsServer / bare.cpuMsServer,
  };
  // Saturation measures capacity: throughput and p99 against the bare stack. There, 300 connections
  // answering back-to-back queue at any server (p99 ≈ 300 / throughput, bare included), so the
  // absolute p99 target is judged on paced learners (--think), as people answer.
  const saturation = thinkMs === 0;
  const skipped = (target, why) => ({ target, value: why, pass: true, skipped: true });
  const verdicts = [
    ...[targets.ratio, targets.ratioFloor].map((ratio) =>
      saturation
        ? { target: `throughput app/bare ≥ ${ratio}`, value: round(ratios.throughput, 2), pass: ratios.throughput >= ratio }
        : skipped(`throughput app/bare ≥ ${ratio}`, "n/a (paced: both answer the offered rate)"),
    ),
    saturation
      ? { target: `p99 app/bare ≤ ${targets.p99Ratio}`, value: round(ratios.p99, 2), pass: ratios.p99 <= targets.p99Ratio }
      : skipped(`p99 app/bare ≤ ${targets.p99Ratio}`, "n/a (paced)"),
    saturation
      ? skipped(
          `app p99 < ${targets.p99Ms} ms at ${learners} learners`,
          `${round(app.latencyMs.p99)} ms (saturation: queueing; judged paced, --think)`,
        )
      : {
          target: `app p99 < ${targets.p99Ms} ms at ${learners} paced learners`,
          value: `${round(app.latencyMs.p99)} ms`,
          pass: app.latencyMs.p99 < targets.p99Ms,
        },
    { target: "app errors = 0", value: app.errors, pass: app.errors === targets.errors },
    { target: "app lost answers = 0", value: app.lost, pass: app.lost === targets.lost },
  ];
  const medians =
    rounds > 1
      ? [
          `medians over ${rounds} rounds (errors and lost: sums)`,
          "",
          formatTable(
            ["target", "answers/s", "p50 ms", "p95 ms", "p99 ms", "errors", "lost", "peak MB"],
            [...new Set(phases.map((phase) => phase.name))].map((name) => {
              const combined = combine(phases, name);
              return [
                name,
                round(combined.answersPerSecond, 0),
                round(combined.latencyMs.p50),
                round(combined.latencyMs.p95),
                round(combined.latencyMs.p99),
                combined.errors,
                combined.lost,
                round(combined.peakMb, 0),
              ];
            }),
          ),
          "",
        ]
      : [];
  const text = [
    "",
    `Exam day: ${learners} learners (connections), ${loadModel}, ${durationS} s measured after ${warmupS} s warm-up, POST /api/quiz/submit${settings.boost ? ", --boost" : ""}`,
    "",
    table,
    "",
    ...medians,
    `ratio app/bare: throughput ${round(ratios.throughput, 2)}, p99 ${round(ratios.p99, 2)}, server CPU per answer ${round(ratios.serverCpuPerAnswer, 1)}   (app p99 ${round(app.latencyMs.p99)} ms, bare p99 ${round(bare.latencyMs.p99)} ms)`,
    `machine: load average at end ${loadAverage().join(" ")} ("other" = CPU of processes outside this benchmark, per answer)`,
    "",
    formatTable(
      ["target", "measured", "verdict"],
      verdicts.map((verdict) => [verdict.target, verdict.value, verdict.skipped ? "–" : verdict.pass ? "PASS" : "FAIL"]),
    ),
  ].join("\n");
  return { text, ratios, verdicts };
}
