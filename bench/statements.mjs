#!/usr/bin/env node
// Statement reconciliation at a large bank's size (docs/rules.md, "Statement reconciliation"): a
// bank statement of 5,000 rows against 10,000 PENDING payments on real PostgreSQL through the
// production server. 3,000 rows name a payment's reference, 1,500 its transaction number, 250 a
// payment with another amount, 250 nothing. Phases: quiet (the machine's baseline), the CSV dry run
// and the XLSX dry run back to back, then three applies (dryRun false, 4,500 approvals each; the
// payments are put back to PENDING between them, outside the timing), after one warm-up request of
// each format. Approval mail goes out by SMTP to a capture server. GET /api/health is polled
// every 20 ms throughout. Targets: dry run ≤ 2 s, apply ≤ 5 s, health p99 ≤ 100 ms in every phase.
//
//   node bench/statements.mjs [--seconds 8] [--port 3815] [--cpu-prof] [--snapshot | --app-dir DIR] [--check]
//
// PostgreSQL: DATABASE_URL (database anaesprep_bench is dropped and created), else a private cluster.
import path from "node:path";
import ExcelJS from "exceljs";
import postgres from "postgres";
import {
  formatTable,
  RESULTS_DIR,
  ROOT,
  log,
  machineInfo,
  numberArg,
  onCleanup,
  percentiles,
  preparePostgres,
  round,
  secret,
  signInOverHttp,
  tempDir,
  uptime,
  writeResults,
} from "./lib.mjs";
import { appBenchArgs, runBench, startBenchApp } from "./lib-app.mjs";
import { listenForMail } from "../e2e/support/smtp-capture.mjs";

const args = appBenchArgs(
  { seconds: { type: "string", default: "8" }, "cpu-prof": { type: "boolean", default: false } },
  { port: 3815, maxMinutes: 20, boost: false },
);
/** With --cpu-prof, V8 CPU profiles of the server during each loaded phase (bench/cpu-prof-preload.cjs). */
const PROFILE_DIR = args["cpu-prof"]
  ? path.join(RESULTS_DIR, `cpuprof-statements-${new Date().toISOString().replace(/[:.]/g, "-")}`)
  : null;
const PHASE_MS = numberArg(args.seconds, "seconds", { max: 120 }) * 1000;
const POLL_MS = 20;
const TARGETS = { dryRunMs: 2_000, applyMs: 5_000, healthP99Ms: 100 };
const ADMIN = { email: "bench-admin@anaesprep.test", password: "bench-admin-password" };
const SMTP_PORT = 2615;
const PAYMENTS = 10_000;
const LEARNERS = 2_000;
const MAPPING = { date: "Value Date", amount: "Credit", description: "Narration" };

await runBench(args, main);

async function main() {
  const pg = await preparePostgres({ pgDir: "/tmp/anaesprep-bench-statements-pg", pgPort: 55473 });
  const work = tempDir("anaesprep-statements-bench-");
  // Approval mail goes out by SMTP as in production (not to the outbox folder and the log).
  let delivered = 0;
  const smtp = await listenForMail({ port: SMTP_PORT, onMail: () => delivered++ });
  onCleanup(() => new Promise((resolve) => smtp.close(resolve)));
  const app = await startBenchApp(args, {
    databaseUrl: pg.url,
    authSecret: secret(),
    work,
    extraEnv: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      ...(PROFILE_DIR
        ? { NODE_OPTIONS: `--require ${path.join(ROOT, "bench", "cpu-prof-preload.cjs")}`, BENCH_CPU_PROF_DIR: PROFILE_DIR }
        : {}),
    },
  });
  const profile = () => PROFILE_DIR && process.kill(app.pid, "SIGUSR2");
  const cookie = await signInOverHttp(app.url, ADMIN);
  const sql = postgres(pg.url, { max: 2, onnotice: () => {} });
  try {
    const payments = await seed(sql);
    const rows = statementRows(payments);
    const csv = new Blob([rows.map((row) => row.map(csvCell).join(",")).join("\r\n")], { type: "text/csv" });
    const xlsx = new Blob([await xlsxOf(rows)]);
    log(`statement: ${rows.length - 2} rows, CSV ${round(csv.size / 1024, 0)} kB, XLSX ${round(xlsx.size / 1024, 0)} kB`);
    const post = (file, name, dryRun) => () => send(app.url, cookie, file, name, dryRun);
    const profiled = async (work) => {
      profile();
      const result = await work();
      profile();
      return result;
    };

    // Warm-up, outside the timing: the first request loads the route's modules (csv-parse, exceljs) once per process.
    await post(csv, "statement.csv", true)();
    await post(xlsx, "statement.xlsx", true)();
    const results = [
      { name: "quiet (baseline)", ...(await phase(app.url, null)) },
      { name: "CSV dry run", target: TARGETS.dryRunMs, ...(await profiled(() => phase(app.url, post(csv, "statement.csv", true)))) },
      { name: "XLSX dry run", target: TARGETS.dryRunMs, ...(await profiled(() => phase(app.url, post(xlsx, "statement.xlsx", true)))) },
      {
        name: "CSV apply (4,500 approvals)",
        target: TARGETS.applyMs,
        ...(await profiled(() => applies(app.url, sql, post(csv, "statement.csv", false)))),
      },
    ];
    for (const result of results)
      log(`${result.name}: ${result.requests} requests (${result.statuses}), health p99 ${round(result.health.p99, 1)} ms`);
    console.log(`\n${rows.length - 2}-row statement against ${PAYMENTS} pending payments; GET /api/health polled every ${POLL_MS} ms\n`);
    console.log(
      formatTable(
        ["phase", "requests", "answers", "request p50 (ms)", "request max", "health p50", "health p99", "health max", "polls"],
        results.map((row) => [
          row.name,
          row.requests,
          row.statuses,
          round(row.request.p50, 0),
          round(row.request.max, 0),
          round(row.health.p50, 1),
          round(row.health.p99, 1),
          round(row.health.max, 1),
          row.polls,
        ]),
      ),
    );
    log(`approval emails delivered by SMTP so far: ${delivered}`);
    const passed = results.every((row) => row.health.p99 <= TARGETS.healthP99Ms && (!row.target || row.request.max <= row.target));
    console.log(
      `\ndry run ≤ ${TARGETS.dryRunMs} ms, apply ≤ ${TARGETS.applyMs} ms, health p99 ≤ ${TARGETS.healthP99Ms} ms: ${passed ? "met" : "NOT MET"}`,
    );
    log(
      `results: ${writeResults("statements", {
        machine: { ...machineInfo(), uptime: uptime() },
        phaseMs: PHASE_MS,
        targets: TARGETS,
        results: results.map(({ samples: _samples, ...row }) => row),
        passed,
      })}`,
    );
    if (args.check && !passed) process.exitCode = 1;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** 10,000 PENDING one-subject payments of 2,000 learners, PKR 1,500 to 2,100; their references come from the column default. */
async function seed(sql) {
  const [subject] = await sql`select id from subjects order by name limit 1`;
  await sql`insert into users (email, name, password_hash) select 'bench-' || n || '@anaesprep.test', 'Bench learner ' || n, 'x' from generate_series(1, ${LEARNERS}) n`;
  await sql`
    insert into payments (user_id, amount_paisa, transaction_id, proof_key, proof_content_type, proof_hashed_at, created_at)
    select u.id, 150000 + (n % 7) * 10000, 'FT' || lpad(n::text, 10, '0'), 'proofs/' || gen_random_uuid(), 'image/png', now(), now() - interval '1 hour'
    from generate_series(1, ${PAYMENTS}) n
    join (select id, row_number() over (order by email) as k from users where email like 'bench-%') u on u.k = 1 + n % ${LEARNERS}`;
  await sql`insert into payment_items (payment_id, subject_id, price_paisa) select id, ${subject.id}, amount_paisa from payments where status = 'PENDING'`;
  log(`seeded ${PAYMENTS} pending payments of ${LEARNERS} learners`);
  return sql`select id, reference, transaction_id as "transactionId", amount_paisa as "amountPaisa" from payments where status = 'PENDING' order by transaction_id`;
}

function statementRows(payments) {
  const today = new Date(Date.now() + 5 * 3_600_000);
  const date = `${String(today.getUTCDate()).padStart(2, "0")}/${String(today.getUTCMonth() + 1).padStart(2, "0")}/${today.getUTCFullYear()}`;
  const rupees = (paisa) => (paisa / 100).toLocaleString("en-US", { minimumFractionDigits: 2 });
  const rows = [
    ["Statement of account 0101-2233445", "", "", ""],
    ["Value Date", "Narration", "Debit", "Credit"],
  ];
  for (let index = 0; index < 5_000; index++) {
    const payment = payments[index];
    const narration =
      index < 3_000
        ? `IBFT FROM BENCH LEARNER ${index} REF ${payment.reference} MOB 0300${String(index).padStart(7, "0")}`
        : index < 4_500
          ? `FUNDS TRANSFER TID ${payment.transactionId} VIA MOBILE APP`
          : index < 4_750
            ? `IBFT REF ${payment.reference} PART PAYMENT`
            : `POS PURCHASE CARD 4242 MERCHANT ${index}`;
    const amount = index >= 4_500 && index < 4_750 ? payment.amountPaisa - 50_000 : payment.amountPaisa;
    rows.push([date, narration, "", rupees(amount)]);
  }
  return rows;
}

function csvCell(cell) {
  return /[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

async function xlsxOf(rows) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Statement");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function send(url, cookie, file, name, dryRun) {
  const form = new FormData();
  form.set("bank", "Bench Bank");
  form.set("mapping", JSON.stringify(MAPPING));
  form.set("dryRun", String(dryRun));
  form.set("file", file, name);
  const response = await fetch(`${url}/api/payment/statements`, { method: "POST", headers: { cookie, origin: url }, body: form });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`the statement answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  const { matched, mismatched, unmatched } = body.data;
  if (dryRun && (matched.length !== 4_500 || mismatched.length !== 250 || unmatched.length !== 250))
    throw new Error(`unexpected lists: ${matched.length} matched, ${mismatched.length} mismatched, ${unmatched.length} unmatched`);
  return { status: response.status };
}

/** Three applies, each on the same 4,500 PENDING payments (put back between them, outside the timing). */
async function applies(url, sql, request) {
  const runs = [];
  for (let run = 0; run < 3; run++) {
    await sql`delete from mail_jobs`;
    await sql`delete from entitlements where payment_id in (select id from payments where transaction_id like 'FT%')`;
    await sql`delete from payment_statements`;
    await sql`update payments set status = 'PENDING', decided_by = null, decided_at = null where transaction_id like 'FT%'`;
    runs.push(await phase(url, request, { once: true }));
  }
  const all = (pick) => runs.flatMap(pick);
  return {
    polls: runs.reduce((sum, run) => sum + run.polls, 0),
    health: percentiles(
      all((run) => run.samples.health),
      [50, 99],
    ),
    requests: runs.length,
    request: percentiles(
      all((run) => run.samples.durations),
      [50],
    ),
    statuses: `${runs.length}×200`,
  };
}

/** Runs `request` back to back for PHASE_MS (or once) while polling health; latencies of both. */
async function phase(url, request, { once = false } = {}) {
  let running = true;
  const until = Date.now() + PHASE_MS;
  const health = [];
  const durations = [];
  const poll = (async () => {
    while (running && (once || Date.now() < until)) {
      const started = performance.now();
      await (await fetch(`${url}/api/health`)).arrayBuffer();
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();
  const load = (async () => {
    if (!request) return new Promise((resolve) => setTimeout(resolve, PHASE_MS));
    do {
      const started = performance.now();
      await request();
      durations.push(performance.now() - started);
    } while (!once && Date.now() < until);
  })();
  await load;
  running = false;
  await poll;
  const request_ = percentiles(durations, [50]);
  return {
    polls: health.length,
    health: percentiles(health, [50, 99]),
    requests: durations.length,
    request: { ...request_, max: Math.max(0, ...durations) },
    statuses: request ? `${durations.length}×200` : "–",
    samples: { health, durations },
  };
}
