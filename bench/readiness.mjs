#!/usr/bin/env node
// The readiness model's numeric core (docs/rules.md, "Readiness"; docs/benchmarks.md, "Readiness"):
// how well the Rasch calibration recovers known parameters, whether the 80 % band is honest on a
// fresh 200-question paper, and how long the calibration of 10 M answers takes on one core.
// In-process, seeded, no database: lib/readiness/ is bundled with esbuild into a temporary module.
//
//   node bench/readiness.mjs [--seed N] [--skip-large] [--learners N]
//
// The figures through the app (GET /api/health p99 while a calibration runs in its worker thread,
// GET /api/readiness p95) are bench/readiness-app.mjs's: appFigures() below copies its newest ones.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { formatTable, log, machineInfo, numberArg, RESULTS_DIR, ROOT, round, runCleanups, tempDir, writeResults } from "./lib.mjs";

const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const seed = numberArg(option("--seed", "20261127"), "--seed");
const coverageLearners = numberArg(option("--learners", "5000"), "--learners");
const skipLarge = argv.includes("--skip-large");

/** lib/readiness (index, simulate, honesty) as one ES module; the project's TypeScript, no packages. */
async function loadReadiness() {
  const { build } = await import("esbuild");
  const outfile = path.join(tempDir("readiness-bench"), "readiness.mjs");
  await build({
    stdin: {
      contents: ['export * from "./index";', 'export * from "./simulate";', 'export * from "./honesty";'].join("\n"),
      resolveDir: path.join(ROOT, "lib", "readiness"),
      loader: "ts",
    },
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    logLevel: "warning",
  });
  return import(pathToFileURL(outfile).href);
}

const R = await loadReadiness();

/** Root mean square of (estimate − truth) over finite pairs, both centred first (the scale's origin is arbitrary). */
function centredRmse(estimate, truth) {
  const pairs = [];
  for (let k = 0; k < truth.length; k++) if (Number.isFinite(estimate[k])) pairs.push([estimate[k], truth[k]]);
  const meanE = pairs.reduce((s, [e]) => s + e, 0) / pairs.length;
  const meanT = pairs.reduce((s, [, t]) => s + t, 0) / pairs.length;
  return Math.sqrt(pairs.reduce((s, [e, t]) => s + (e - meanE - (t - meanT)) ** 2, 0) / pairs.length);
}

const median = (values) => Float64Array.from(values.filter(Number.isFinite)).sort()[Math.floor(values.filter(Number.isFinite).length / 2)];

/** A bank of `items` questions with `perItem` answers each on average, from learners answering `perPerson` each. */
function recovery(items, perItem, perPerson) {
  const random = R.seededRandom(seed + perItem);
  const trueDifficulty = R.normalSample(random, items);
  const persons = Math.round((items * perItem) / perPerson);
  const trueAbility = R.normalSample(random, persons);
  const data = R.simulateAnswers(random, trueAbility, trueDifficulty, perPerson);
  const started = performance.now();
  const calibration = R.calibrateRasch(data, { persons, items });
  const ms = performance.now() - started;
  return {
    random,
    trueDifficulty,
    calibration,
    row: {
      answersPerItem: perItem,
      items,
      persons,
      answersPerPerson: perPerson,
      itemsOnScale: calibration.itemsEstimated + calibration.extremeItem.reduce((s, v) => s + v, 0),
      difficultyR: R.correlation(calibration.difficulty, trueDifficulty),
      difficultyRmse: centredRmse(calibration.difficulty, trueDifficulty),
      medianSe: median(Array.from(calibration.difficultySe)),
      abilityR: R.correlation(calibration.ability, trueAbility),
      medianOutfit: median(Array.from(calibration.outfit)),
      iterations: calibration.iterations,
      ms,
    },
  };
}

log("recovery");
const recoveries = [recovery(1000, 30, 100), recovery(1000, 100, 100), recovery(100, 1000, 100)];

log("honesty");
const atHundred = recoveries[1];
const honesty = [50, 100, 200, 500].map((answers) => {
  const coverage = R.simulateCoverage(atHundred.random, atHundred.trueDifficulty, atHundred.calibration.difficulty, {
    learners: coverageLearners,
    answersFrom: answers,
    answersTo: answers,
  });
  return { learnerAnswers: answers, ...coverage };
});

log("EAP cost");
const eap = [100, 1000, 5000].map((answers) => {
  const random = R.seededRandom(seed);
  const difficulty = R.normalSample(random, answers);
  const correct = Uint8Array.from(difficulty, (b) => R.drawAnswer(random, 0.5, b));
  const runs = 200;
  const started = performance.now();
  for (let k = 0; k < runs; k++) R.eapAbility({ difficulty, correct });
  return { answers, msPerCall: (performance.now() - started) / runs };
});

let large = null;
if (!skipLarge) {
  log("10 M answers: simulating 20,000 learners × 500 answers over 20,000 questions");
  const random = R.seededRandom(seed);
  const trueDifficulty = R.normalSample(random, 20_000);
  const trueAbility = R.normalSample(random, 20_000);
  const data = R.simulateAnswers(random, trueAbility, trueDifficulty, 500);
  log("10 M answers: calibrating");
  const started = performance.now();
  const calibration = R.calibrateRasch(data, { persons: 20_000, items: 20_000 });
  const seconds = (performance.now() - started) / 1000;
  large = {
    answers: data.person.length,
    seconds,
    iterations: calibration.iterations,
    converged: calibration.converged,
    difficultyR: R.correlation(calibration.difficulty, trueDifficulty),
    abilityR: R.correlation(calibration.ability, trueAbility),
    rssMb: process.memoryUsage().rss / 2 ** 20,
    targetSeconds: 120,
  };
}

/**
 * The figures measured through the running app, by bench/readiness-app.mjs (GET /api/health p99
 * while a calibration of this size runs in the app's job, GET /api/readiness p95): those of its
 * newest results file, named, or null when it has not been run here.
 */
function appFigures() {
  const files = fs.existsSync(RESULTS_DIR) ? fs.readdirSync(RESULTS_DIR).filter((name) => /^readiness-app-.*\.json$/.test(name)) : [];
  if (files.length === 0) return { healthP99DuringCalibrationMs: null, readinessP95Ms: null, note: "run node bench/readiness-app.mjs" };
  const newest = files.sort().at(-1);
  const app = JSON.parse(fs.readFileSync(path.join(RESULTS_DIR, newest), "utf8"));
  return {
    from: newest,
    answers: app.seeded?.answers ?? null,
    calibrationSeconds: app.calibration?.askToDoneSeconds ?? null,
    healthP99DuringCalibrationMs: app.calibration?.health?.p99 ?? null,
    readinessP95Ms: app.readiness?.[0]?.p95 ?? null,
    passed: app.passed ?? null,
  };
}

console.log("\nRecovery (simulated, seeded)");
console.log(
  formatTable(
    ["answers/item", "items", "persons", "answers/person", "r(b)", "RMSE(b)", "median SE", "r(θ)", "median outfit", "iterations", "ms"],
    recoveries.map(({ row }) => [
      row.answersPerItem,
      row.items,
      row.persons,
      row.answersPerPerson,
      round(row.difficultyR, 4),
      round(row.difficultyRmse, 3),
      round(row.medianSe, 3),
      round(row.abilityR, 3),
      round(row.medianOutfit, 3),
      row.iterations,
      round(row.ms, 0),
    ]),
  ),
);
console.log(
  `\nHonesty of the 80 % band on a fresh 200-question paper (bank calibrated at 100 answers an item, ${coverageLearners} learners)`,
);
console.log(
  formatTable(
    ["learner answers", "inside", "coverage %", "mean width (points)"],
    honesty.map((h) => [h.learnerAnswers, h.inside, round(100 * h.share, 1), round(h.meanWidth, 1)]),
  ),
);
console.log("\nEAP ability (two passes of 61 nodes)");
console.log(
  formatTable(
    ["answers", "ms a call"],
    eap.map((e) => [e.answers, round(e.msPerCall, 2)]),
  ),
);
if (large) {
  console.log("\nCalibration of 10 M answers (20,000 learners × 500 answers, 20,000 questions), in-process, one core");
  console.log(
    formatTable(
      ["answers", "seconds", "iterations", "converged", "r(b)", "r(θ)", "RSS MB", "target s"],
      [
        [
          large.answers,
          round(large.seconds, 1),
          large.iterations,
          large.converged,
          round(large.difficultyR, 4),
          round(large.abilityR, 4),
          round(large.rssMb, 0),
          large.targetSeconds,
        ],
      ],
    ),
  );
}

const passed =
  recoveries[1].row.difficultyR >= 0.97 && honesty.every((h) => h.share >= 0.75 && h.share <= 0.85) && (!large || large.seconds <= 120);
const file = writeResults("readiness", {
  machine: machineInfo(),
  seed,
  recovery: recoveries.map(({ row }) => row),
  honesty,
  eap,
  large,
  app: appFigures(),
  passed,
});
log(`results: ${file}${passed ? "" : " (a target was missed)"}`);
await runCleanups(); // the temporary bundle
process.exitCode = passed ? 0 : 1;
