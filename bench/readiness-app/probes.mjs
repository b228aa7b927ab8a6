// The requests of bench/readiness-app.mjs: GET /api/health polled every POLL_MS (idle, and while a
// calibration runs in the app's job), the admin's calibration asked and watched, and learners'
// GET /api/readiness, one after another and a few at a time.
import { setTimeout as sleep } from "node:timers/promises";
import { cpuSeconds, memoryOf, percentiles, postgresCpuSeconds, round } from "../lib.mjs";

export const POLL_MS = 20;
const STATUS_EVERY_MS = 1000;
const BUCKET_MS = 10_000;

/** One request: its time to the last byte, its status and its JSON body (null when not JSON). */
export async function timed(url, init = {}) {
  const t0 = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await response.text();
    const ms = performance.now() - t0;
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {}
    return { ms, status: response.status, body };
  } catch (error) {
    return { ms: performance.now() - t0, status: "error", body: { message: String(error) } };
  }
}

const figures = (samples) => {
  const { p50, p99, max } = percentiles(samples.map((sample) => sample.ms));
  return { count: samples.length, p50: round(p50, 1), p99: round(p99, 1), max: round(max, 1) };
};

/** GET /api/health every POLL_MS until `done()`; each sample is `{ at (ms from start), ms, status }`. */
export async function pollHealth(baseUrl, done) {
  const started = performance.now();
  const samples = [];
  while (!done()) {
    const at = performance.now() - started;
    const answer = await timed(`${baseUrl}/api/health`);
    samples.push({ at, ms: answer.ms, status: answer.status });
    await sleep(POLL_MS);
  }
  return samples;
}

/** The health figures of `samples`: in all, then per BUCKET_MS of the run (where the slow answers fell). */
export function healthFigures(samples) {
  const buckets = [];
  for (const sample of samples) (buckets[Math.floor(sample.at / BUCKET_MS)] ??= []).push(sample);
  return {
    ...figures(samples),
    errors: samples.filter((sample) => sample.status !== 200).length,
    over100: samples.filter((sample) => sample.ms > 100).length,
    slowest: [...samples]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10)
      .map((sample) => ({ atS: round(sample.at / 1000, 1), ms: round(sample.ms, 1) })),
    buckets: buckets.map((bucket, k) => ({ fromS: (k * BUCKET_MS) / 1000, ...figures(bucket ?? []) })),
  };
}

const calibrationOf = async (baseUrl, adminCookie) =>
  (await timed(`${baseUrl}/api/readiness/calibration`, { headers: { cookie: adminCookie } })).body?.data;

/** Waits (at most `limitMs`) until no calibration run waits or runs: the nightly run of a fresh start on the demo data. */
export async function waitForIdleCalibration(baseUrl, adminCookie, limitMs = 120_000) {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    const status = (await calibrationOf(baseUrl, adminCookie))?.lastRun?.status;
    if (status !== "queued" && status !== "running") return;
    await sleep(STATUS_EVERY_MS);
  }
  throw new Error(`a calibration run was still under way after ${limitMs / 1000} s`);
}

/**
 * POST /api/readiness/calibrate as the admin, then GET /api/health every POLL_MS and the run's
 * status every second until it is done or failed (at most `limitMs`). `pids` are sampled for CPU
 * and memory over the run.
 */
export async function calibrateWatched(baseUrl, adminCookie, { limitMs, appPid, postmasterPid }) {
  const cpu0 = { app: cpuSeconds(appPid), postgres: postgresCpuSeconds(postmasterPid) };
  let peakRssKb = 0;
  const asked = await timed(`${baseUrl}/api/readiness/calibrate`, { method: "POST", headers: { cookie: adminCookie } });
  if (asked.status !== 202) throw new Error(`POST /api/readiness/calibrate answered ${asked.status}: ${JSON.stringify(asked.body)}`);
  const runId = asked.body.data.runId;
  const askedAt = performance.now();
  let run = null;
  let timedOut = false;
  const over = () => (run && ["done", "failed"].includes(run.status)) || timedOut;
  const watcher = (async () => {
    while (!over()) {
      await sleep(STATUS_EVERY_MS);
      peakRssKb = Math.max(peakRssKb, memoryOf(appPid)?.rssKb ?? 0);
      const lastRun = (await calibrationOf(baseUrl, adminCookie))?.lastRun;
      if (lastRun?.id === runId) run = lastRun;
      if (performance.now() - askedAt > limitMs) timedOut = true;
    }
  })();
  const health = await pollHealth(baseUrl, over);
  await watcher;
  const seconds = (from, to) => (from && to ? round((Date.parse(to) - Date.parse(from)) / 1000, 1) : null);
  return {
    runId,
    status: timedOut ? `still ${run?.status ?? "queued"} after ${limitMs / 1000} s` : run.status,
    error: run?.error ?? null,
    askToDoneSeconds: seconds(run?.requestedAt, run?.finishedAt),
    jobSeconds: seconds(run?.startedAt, run?.finishedAt),
    watchedSeconds: round((performance.now() - askedAt) / 1000, 1),
    answersUsed: run?.answersUsed ?? null,
    itemsOnScale: run?.itemsOnScale ?? null,
    learners: run?.learners ?? null,
    cpuSeconds: {
      app: round(cpuSeconds(appPid) - cpu0.app, 1),
      postgres: postmasterPid ? round(postgresCpuSeconds(postmasterPid) - cpu0.postgres, 1) : null,
    },
    appPeakRssMb: round(peakRssKb / 1024, 0),
    health: healthFigures(health),
  };
}

/** GET /api/readiness once for each cookie, `concurrency` at a time; latency figures and the statuses seen. */
export async function readinessRound(baseUrl, cookies, concurrency) {
  const samples = [];
  const seen = new Map();
  let next = 0;
  const client = async () => {
    while (next < cookies.length) {
      const cookie = cookies[next++];
      const answer = await timed(`${baseUrl}/api/readiness`, { headers: { cookie } });
      samples.push(answer);
      const label = answer.status === 200 ? answer.body?.data?.status : `HTTP ${answer.status}`;
      seen.set(label, (seen.get(label) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const { p50, p95, p99, max } = percentiles(samples.map((sample) => sample.ms));
  return {
    concurrency,
    requests: samples.length,
    p50: round(p50, 1),
    p95: round(p95, 1),
    p99: round(p99, 1),
    max: round(max, 1),
    answers: Object.fromEntries(seen),
  };
}
