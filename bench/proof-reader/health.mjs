// The production app while it reads proofs (bench/proof-reader.mjs --health; docs/benchmarks.md,
// "Proof reader"). On a private PostgreSQL cluster, the app started as in production
// (scripts/start.mjs, PROOF_READER=on):
//  1. Health while reading: 20 learners place an order each, one after another, each paid with a
//     receipt of the bench (different transaction numbers); GET /api/health is polled every 20 ms
//     (5 s with the reader idle first: the machine's baseline) from the first order until the admin
//     desk (`proofReading` on GET /api/payment, polled every second) shows no reading pending.
//     Target: health p99 ≤ 100 ms, as every health bench holds. Also: how long until all 20 were
//     read, and how many read the right transaction number.
//  2. Checkout unchanged: `--orders` more orders placed one after another (after a few untimed
//     warm-up orders) while the reader works them off; then the app is stopped and started again on
//     the same database with PROOF_READER=off, and the same number of orders is timed without it.
//     Reading happens after the commit, off the request (docs/rules.md, "Reading payment proofs"):
//     the two checkout p95s should agree.
import postgres from "postgres";
import { createAccounts } from "../exam-day/learners.mjs";
import {
  formatTable,
  installExitHandlers,
  log,
  numberArg,
  onCleanup,
  preparePostgres,
  percentiles,
  round,
  runCleanups,
  secret,
  signInOverHttp,
  tempDir,
  uptime,
} from "../lib.mjs";
import { startBenchApp } from "../lib-app.mjs";
import { awaitReadings, drawProofs, placeOrder, pollHealth } from "./app-orders.mjs";

const READINGS = 20;
const HEALTH_POLL_MS = 20;
/** Health polled this long with the reader idle, before the orders: the machine's baseline. */
const QUIET_MS = 5_000;
const TARGET_P99_MS = 100;
/** Untimed orders first in each checkout phase: the first requests load the route's modules. */
const WARM_UP = 5;
/** However slow the machine, 20 readings end within this (the reader's own bound is 60 s a proof). */
const READ_TIMEOUT_MS = 10 * 60_000;
const ADMIN = { email: "bench-admin@anaesprep.test", password: "bench-admin-password" };

/**
 * Both measures, printed as a table; `met` is the health target (false when the measure broke, with
 * `error`, so the reader's own scores are still written). Cleans up everything it started.
 */
export async function measureHealthWhileReading(args, { seed }) {
  const orders = numberArg(args.orders, "orders", { max: 1_000 });
  installExitHandlers({ maxMinutes: numberArg(args["health-minutes"], "health-minutes", { max: 120 }) });
  try {
    return await measure(args, { seed, orders });
  } catch (error) {
    log(`health while reading: the measure broke: ${error?.stack ?? error}`);
    return { met: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    await runCleanups();
  }
}

async function measure(args, { seed, orders }) {
  const startedAt = new Date().toISOString();
  const total = READINGS + 2 * (WARM_UP + orders);
  log(`drawing ${total} receipts for the app (seed ${seed})`);
  const proofs = await drawProofs({ count: total, seed });
  const healthProofs = proofs.slice(0, READINGS);
  const checkoutProofs = (phase) => proofs.slice(READINGS + phase * (WARM_UP + orders), READINGS + (phase + 1) * (WARM_UP + orders));

  const pg = await preparePostgres({ pgDir: "/tmp/anaesprep-bench-proof-reader-pg", pgPort: 55481 });
  const work = tempDir("anaesprep-proof-reader-bench-");
  const authSecret = secret();
  const start = (reader) =>
    startBenchApp(args, {
      databaseUrl: pg.url,
      authSecret,
      work,
      logName: `app-reader-${reader}.log`,
      extraEnv: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PROOF_READER: reader },
    });

  const withReader = await start("on");
  const sql = postgres(pg.url, { max: 2, onnotice: () => {} });
  onCleanup(() => sql.end({ timeout: 5 }));
  // One learner an order: nothing about earlier orders can refuse or slow a later one.
  const learners = await createAccounts({ db: sql, authSecret, count: total });
  const adminCookie = await signInOverHttp(withReader.url, ADMIN);
  await awaitIdleReader(sql);

  const reading = await healthWhileReading(withReader.url, {
    sql,
    adminCookie,
    learners: learners.slice(0, READINGS),
    proofs: healthProofs,
  });
  const checkoutOn = await timeCheckout(withReader.url, learners.slice(READINGS), checkoutProofs(0));
  await withReader.stop();
  const withoutReader = await start("off");
  const checkoutOff = await timeCheckout(withoutReader.url, learners.slice(READINGS + WARM_UP + orders), checkoutProofs(1));
  await withoutReader.stop();

  const result = {
    startedAt,
    endedAt: new Date().toISOString(),
    uptimeAtEnd: uptime(),
    reading,
    checkout: { readerOn: checkoutOn, readerOff: checkoutOff },
    targetP99Ms: TARGET_P99_MS,
    met: reading.done && reading.health.p99 <= TARGET_P99_MS,
  };
  console.log(`\n${table(result)}\n`);
  console.log(`health p99 ${result.met ? "within" : "NOT within"} ${TARGET_P99_MS} ms while the app read ${READINGS} proofs`);
  return result;
}

/**
 * Waits until the reader has worked off what its start-up queued (the demo's proofs: docs/rules.md,
 * "Reading payment proofs"), so the 20 orders are all it reads while health is measured.
 */
async function awaitIdleReader(sql) {
  const giveUpAt = Date.now() + READ_TIMEOUT_MS;
  for (;;) {
    const [{ waiting }] = await sql`
      select count(*)::int as waiting from payments p left join payment_proof_readings r on r.payment_id = p.id
      where r.payment_id is null or r.status = 'pending'`;
    if (waiting === 0) return;
    if (Date.now() >= giveUpAt) throw new Error(`the reader still had ${waiting} proofs of its start-up to read`);
    log(`the reader has ${waiting} proofs of its start-up (the demo's) to read first`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/** Step 1: GET /api/health every 20 ms while 20 orders are placed and their proofs read. */
async function healthWhileReading(url, { sql, adminCookie, learners, proofs }) {
  // The machine's own baseline first: health with the reader idle.
  const quietPolls = pollHealth(url, HEALTH_POLL_MS);
  await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  const quiet = await quietPolls.stop();
  const health = pollHealth(url, HEALTH_POLL_MS);
  const placed = [];
  for (const [index, proof] of proofs.entries()) placed.push({ ...(await placeOrder(url, learners[index], proof)), proof });
  log(`${placed.length} orders placed; waiting for the reader`);
  const { views, done } = await awaitReadings(
    url,
    adminCookie,
    placed.map(({ paymentId }) => paymentId),
    { timeoutMs: READ_TIMEOUT_MS },
  );
  const healthFigures = await health.stop();
  // The exact span, from the database: the first order's commit to the last reading written.
  const [span] = await sql`
    select extract(epoch from max(r.read_at) - min(p.created_at))::float8 as seconds
    from payments p join payment_proof_readings r on r.payment_id = p.id
    where p.id in ${sql(placed.map(({ paymentId }) => paymentId))}`;
  const statuses = {};
  for (const view of views.values()) statuses[view.status] = (statuses[view.status] ?? 0) + 1;
  const outcomes = placed.map(({ paymentId, proof }) => {
    const view = views.get(paymentId);
    return { id: proof.id, status: view.status, read: view.transactionId, truth: proof.truth.transactionId };
  });
  const rightTransaction = outcomes.filter(({ read, truth }) => read === truth).length;
  log(
    `${READINGS} readings: ${JSON.stringify(statuses)}, ${rightTransaction} with the right number, health p99 ${round(healthFigures.p99, 1)} ms`,
  );
  return {
    proofs: READINGS,
    done,
    secondsToReadAll: done ? round(span.seconds, 1) : null,
    statuses,
    rightTransaction,
    outcomes,
    ordersPlacedMs: percentiles(
      placed.map(({ ms }) => ms),
      [50, 95],
    ),
    health: healthFigures,
    quietHealth: quiet,
  };
}

/** Step 2: checkout's latency over the phase's orders, one after another, after WARM_UP untimed ones. */
async function timeCheckout(url, learners, proofs) {
  const durations = [];
  for (const [index, proof] of proofs.entries()) {
    const { ms } = await placeOrder(url, learners[index], proof);
    if (index >= WARM_UP) durations.push(ms);
  }
  const figures = percentiles(durations, [50, 95]);
  log(`checkout over ${durations.length} orders: p50 ${round(figures.p50, 0)} ms, p95 ${round(figures.p95, 0)} ms`);
  return { orders: durations.length, ...figures };
}

function table({ reading, checkout }) {
  const ms = (value) => round(value, 1);
  return formatTable(
    ["measure", "PROOF_READER=on", "PROOF_READER=off", "target"],
    [
      [
        `quiet health p50 / p99 / max (ms), reader idle, ${reading.quietHealth.polls} polls`,
        `${ms(reading.quietHealth.p50)} / ${ms(reading.quietHealth.p99)} / ${ms(reading.quietHealth.max)}`,
        null,
        null,
      ],
      [
        `health p50 / p99 / max (ms) while reading, ${reading.health.polls} polls`,
        `${ms(reading.health.p50)} / ${ms(reading.health.p99)} / ${ms(reading.health.max)}`,
        null,
        `p99 ≤ ${TARGET_P99_MS}`,
      ],
      [
        `all ${reading.proofs} proofs read after (s)`,
        reading.secondsToReadAll ?? `not all within ${READ_TIMEOUT_MS / 60_000} min`,
        null,
        null,
      ],
      ["read with the right transaction number", `${reading.rightTransaction} / ${reading.proofs}`, null, null],
      [
        `checkout p50 / p95 (ms), ${checkout.readerOn.orders} orders`,
        `${ms(checkout.readerOn.p50)} / ${ms(checkout.readerOn.p95)}`,
        `${ms(checkout.readerOff.p50)} / ${ms(checkout.readerOff.p95)}`,
        "on ≈ off",
      ],
    ],
  );
}
