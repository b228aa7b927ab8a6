#!/usr/bin/env node
// Data at scale (docs/benchmarks.md, "What scale measures"): every page and GET endpoint of the three roles, measured on the demo
// database and again after seeding a year of success (bench/scale/seed.mjs: 20,000 learners, 400
// quizzes × 50 questions, 60,000 payments, 200,000 ended attempts, 9.8 M answers, 5,000 notes,
// 2,000 messages) into the same private PostgreSQL. Per request: the median of 5 after a warm-up,
// time to the last byte on loopback (≈ server time) and bytes on the wire (Accept-Encoding: gzip,
// br), plus the size before compression. Then a slow-admin-page check: /api/health sampled while
// two clients load the heaviest admin pages must not be delayed by more than 50 ms.
// Targets on the large database: every request ≤ 200 ms and ≤ 500 kB. See docs/benchmarks.md.
//
//   node bench/scale.mjs [--scale 1] [--rounds 5] [--check] [--port 3814] [--pg-port 55440]
//                        [--snapshot | --app-dir DIR] [--start-minutes M]
//
//   --scale F    multiplies every seeded count (0.1 = a tenth of a year of success)
//   --check      exit 1 when a target is missed
import http from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import bcrypt from "bcryptjs";
import postgres from "postgres";
import { formatTable, log, machineInfo, numberArg, preparePostgres, round, secret, signInOverHttp, tempDir, writeResults } from "./lib.mjs";
import { appBenchArgs, appDirOf, runBench, startBenchApp } from "./lib-app.mjs";
import { HEAVY_EMAIL, SCALE_PASSWORD, seedScale } from "./scale/seed.mjs";

const args = appBenchArgs(
  {
    scale: { type: "string", default: "1" },
    rounds: { type: "string", default: "5" },
    "pg-port": { type: "string", default: "55440" },
  },
  { port: 3814, startMinutes: 10, maxMinutes: 40, boost: false },
);
const SCALE = numberArg(args.scale, "scale", { min: 0.001, max: 1 });
const ROUNDS = numberArg(args.rounds, "rounds", { max: 50 });
const TARGET_MS = 200;
const TARGET_KB = 500;
const INTERFERENCE_MS = 50;
const DEMO_LEARNER = { email: "learner@anaesprep.test", password: "Learner123!" }; // demo/accounts.ts
const ADMIN = { email: "bench-admin@bench.invalid", password: secret() };

/** What each role opens: every page and GET endpoint of theirs, with deep pages and filters. */
const REQUESTS = {
  visitor: ["/", "/quiz", "/pricing", "/about", "/contact", "/login", "/api/health", "/api/subjects"],
  learner: [
    "/profile",
    "/profile/results",
    "/profile/results?page=40",
    "/profile/allowed-quizzes",
    "/profile/allowed-quizzes?page=8",
    "/profile/notes",
    "/profile/pending-order",
    "/buy-quiz",
    "/practice",
    "/profile/settings",
    "/api/quiz",
    "/api/tags",
    "/api/quiz/results",
    "/api/quiz/allowed",
    "/api/notes",
    "/api/payment?status=PENDING",
    "/api/users/profile",
    "/api/practice",
    "/api/analytics/me",
  ],
  admin: [
    "/admin",
    "/admin/users",
    "/admin/users?page=400",
    "/admin/users?search=learner-1999",
    "/admin/notes",
    "/admin/notes?page=100",
    "/admin/messages",
    "/admin/messages?filter=all&page=40",
    "/admin/reports",
    "/admin/payments",
    "/admin/quiz",
    "/admin/subject",
    "/admin/tags",
    "/admin/settings",
    "/api/users",
    "/api/users?page=400",
    "/api/notes?page=100",
    "/api/messages?filter=all",
    "/api/reports",
    "/api/payment?status=ALL",
    "/api/payment?status=PENDING",
    "/api/quiz/all-quizzes",
    "/api/quiz/all-quizzes?pageSize=20", // the largest page a caller may ask for (docs/rules.md, "Lists are paged on the server")
    "/api/tags",
    "/api/tags?search=a",
    "/api/question-reports",
  ],
};
/** Loaded by two clients at once during the interference check. */
const SLOW_ADMIN = ["/admin/notes", "/admin/users?page=400", "/admin/reports", "/admin/payments", "/api/quiz/all-quizzes"];

await runBench(args, main, { maxMinutesLimit: 180 });

async function main() {
  const startedAt = new Date();
  const work = tempDir("anaesprep-bench-scale-");
  const pg = await preparePostgres({
    pgDir: `/tmp/anaesprep-bench-scale-${args["pg-port"]}`,
    pgPort: numberArg(args["pg-port"], "pg-port"),
  });
  const appDir = appDirOf(args, "/tmp/anaesprep-bench-scale-app");
  const authSecret = secret();
  const start = (label) =>
    startBenchApp(args, {
      appDir,
      databaseUrl: pg.url,
      authSecret,
      work,
      logName: `app-${label}.log`,
      extraEnv: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    });

  log("small database: the demo data");
  let app = await start("small");
  const small = await measureAll(app.url, { heavy: DEMO_LEARNER });
  await app.stop();

  const db = postgres(pg.url, { max: 1, onnotice: () => {} });
  let seeded;
  try {
    const [admin] = await db`select id from users where email = ${ADMIN.email}`;
    const t0 = Date.now();
    seeded = await seedScale(db, { scale: SCALE, passwordHash: await bcrypt.hash(SCALE_PASSWORD, 10), adminId: admin.id });
    seeded.seconds = round((Date.now() - t0) / 1000);
    const [size] = await db`select pg_size_pretty(pg_database_size(current_database())) as size`;
    seeded.databaseSize = size.size;
    log(`seeded in ${seeded.seconds} s (database ${size.size})`);
  } finally {
    await db.end({ timeout: 5 });
  }

  log("large database");
  app = await start("large");
  const large = await measureAll(app.url, { heavy: { email: HEAVY_EMAIL, password: SCALE_PASSWORD } });
  const interference = await interferenceCheck(app.url, large.cookies.admin);
  await app.stop();

  const rows = [];
  const verdicts = [];
  for (const [key, big] of large.results) {
    const little = small.results.get(key);
    const pass = big.status === 200 && big.ms <= TARGET_MS && big.wireKb <= TARGET_KB;
    verdicts.push({ request: key, pass });
    rows.push([
      key,
      little?.ms,
      little?.wireKb,
      big.ms,
      big.wireKb,
      big.rawKb,
      big.encoding,
      big.status === 200 ? (pass ? "ok" : "MISSED") : `HTTP ${big.status}`,
    ]);
  }
  verdicts.push({ request: "interference", pass: interference.delayMs <= INTERFERENCE_MS });
  const table = formatTable(["request (role)", "small ms", "small kB", "large ms", "large kB", "large kB raw", "enc", "target"], rows);
  console.log(`\n${table}\n`);
  console.log(
    `interference: /api/health p50 ${interference.idle.p50} ms idle, ${interference.loaded.p50} ms (max ${interference.loaded.max}) while two clients load slow admin pages: delay ${interference.delayMs} ms (target ≤ ${INTERFERENCE_MS})`,
  );
  console.log(`seed: ${JSON.stringify(seeded.volumes)} in ${seeded.seconds} s, database ${seeded.databaseSize}`);
  const file = writeResults("scale", {
    benchmark: "scale",
    startedAt,
    finishedAt: new Date(),
    machine: machineInfo(),
    settings: { scale: SCALE, rounds: ROUNDS, targetMs: TARGET_MS, targetKb: TARGET_KB, acceptEncoding: "gzip, br" },
    seeded,
    small: Object.fromEntries(small.results),
    large: Object.fromEntries(large.results),
    interference,
    verdicts,
  });
  console.log(`results written to ${path.relative(process.cwd(), file)}`);
  if (args.check && verdicts.some((verdict) => !verdict.pass)) process.exitCode = 1;
}

async function measureAll(baseUrl, { heavy }) {
  const cookies = {
    admin: await signInOverHttp(baseUrl, ADMIN),
    learner: await signInOverHttp(baseUrl, DEMO_LEARNER),
    heavy: await signInOverHttp(baseUrl, heavy),
  };
  const results = new Map();
  const plan = [
    ...REQUESTS.visitor.map((url) => ["visitor", url, null]),
    ...REQUESTS.learner.map((url) => ["learner", url, cookies.learner]),
    ...REQUESTS.learner.map((url) => ["heavy", url, cookies.heavy]),
    ...REQUESTS.admin.map((url) => ["admin", url, cookies.admin]),
  ];
  for (const [role, url, cookie] of plan) {
    await get(baseUrl + url, cookie); // warm-up
    const samples = [];
    for (let round_ = 0; round_ < ROUNDS; round_++) samples.push(await get(baseUrl + url, cookie));
    const median = samples.map((sample) => sample.ms).sort((a, b) => a - b)[Math.floor(samples.length / 2)];
    const last = samples.at(-1);
    results.set(`${url} (${role})`, {
      ms: round(median),
      wireKb: round(last.wireBytes / 1000),
      rawKb: round(last.rawBytes / 1000),
      encoding: last.encoding ?? "none",
      status: last.status,
    });
    log(
      `  ${url} (${role}): ${round(median)} ms, ${round(last.wireBytes / 1000)} kB (${last.encoding ?? "identity"}), HTTP ${last.status}`,
    );
  }
  return { results, cookies };
}

/** One GET: time to the last byte, bytes on the wire, bytes once decoded. */
function get(url, cookie) {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const request = http.get(url, { headers: { "accept-encoding": "gzip, br", ...(cookie ? { cookie } : {}) } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        const ms = Number(process.hrtime.bigint() - t0) / 1e6;
        const body = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"];
        const raw = encoding === "gzip" ? gunzipSync(body) : encoding === "br" ? brotliDecompressSync(body) : body;
        resolve({ ms, status: response.statusCode, wireBytes: body.length, rawBytes: raw.length, encoding });
      });
      response.on("error", reject);
    });
    request.setTimeout(60_000, () => request.destroy(new Error(`${url}: no answer in 60 s`)));
    request.on("error", reject);
  });
}

/** /api/health sampled idle, then while two clients keep loading the slowest admin pages. */
async function interferenceCheck(baseUrl, adminCookie) {
  const sample = async (count) => {
    const times = [];
    for (let i = 0; i < count; i++) {
      times.push((await get(`${baseUrl}/api/health`)).ms);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const sorted = times.sort((a, b) => a - b);
    return {
      p50: round(sorted[Math.floor(sorted.length / 2)]),
      p90: round(sorted[Math.floor(sorted.length * 0.9)]),
      max: round(sorted.at(-1)),
    };
  };
  const idle = await sample(20);
  let loading = true;
  const client = async (offset) => {
    for (let i = offset; loading; i++) await get(baseUrl + SLOW_ADMIN[i % SLOW_ADMIN.length], adminCookie);
  };
  const clients = [client(0), client(2)];
  const loaded = await sample(40);
  loading = false;
  await Promise.all(clients);
  return { idle, loaded, delayMs: round(loaded.p90 - idle.p50) };
}
