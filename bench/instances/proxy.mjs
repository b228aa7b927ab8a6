// nginx for bench/instances.mjs: deploy/nginx.conf as it is, included from a main configuration
// of the bench's own (a temp folder: pid, logs, temp files; never the system's nginx), with the
// two host files that deploy/nginx.conf includes written for the bench's ports. Its access log
// records which instance answered each request, for the per-instance figures.
import fs from "node:fs";
import path from "node:path";
import { cpuSeconds, log, percentiles, ROOT, spawnGroup, waitForHttp } from "../lib.mjs";

export async function startNginx({ port, upstreams, work }) {
  const dir = path.join(work, "nginx");
  fs.mkdirSync(path.join(dir, "temp"), { recursive: true });
  const logFile = path.join(dir, "access.log");
  fs.writeFileSync(
    path.join(dir, "anaesprep-instances.conf"),
    upstreams.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;\n`).join(""),
  );
  fs.writeFileSync(path.join(dir, "anaesprep-listen.conf"), `listen 127.0.0.1:${port};\nserver_name _;\n`);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${dir}/temp/${kind};`).join("\n");
  fs.writeFileSync(
    path.join(dir, "main.conf"),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
  log_format instances '$msec $request_method $uri $status "$upstream_addr" "$upstream_status" "$upstream_response_time" $request_time';
  access_log ${logFile} instances buffer=256k flush=1s;
${temp}
  include ${path.join(ROOT, "deploy", "nginx.conf")};
}
`,
  );
  const nginx = spawnGroup("nginx", "nginx", ["-c", path.join(dir, "main.conf"), "-p", dir, "-g", "daemon off;"], {
    env: process.env,
    cwd: dir,
    logFile: path.join(dir, "nginx.out"),
  });
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, { timeoutMs: 30_000, isRunning: nginx.isRunning, what: "nginx" });
  log(`nginx (deploy/nginx.conf) listens on 127.0.0.1:${port} in front of ${upstreams.length} instances`);
  return { logFile, cpuSeconds: () => [nginx.child.pid, ...childrenOf(nginx.child.pid)].reduce((sum, pid) => sum + cpuSeconds(pid), 0) };
}

function childrenOf(pid) {
  const children = [];
  for (const entry of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

const KINDS = [
  ["starts", "POST", /^\/api\/quiz\/start$/],
  ["papers", "GET", /^\/api\/quiz\/quiz-attempt\//],
  ["answers", "POST", /^\/api\/quiz\/submit$/],
];

/**
 * Per instance, from nginx's access log: the requests each answered (the last instance tried, when
 * nginx retried on another), its 200s by kind, the p99 of its own response time for starts and
 * answers, its 503s (the load gate) and other 5xx; with `cpu` (seconds, in the order of `instances`).
 * `answerDuringBurstMs`: nginx's own time for each answer received by `burstEndsAt` (epoch ms), from
 * its first byte read to its last byte sent: the candidate's wait without the load generator's.
 */
export function perInstance(logFile, instances, cpu, burstEndsAt) {
  const rows = new Map(
    instances.map((instance, i) => [
      `127.0.0.1:${instance.port}`,
      {
        instance: instance.number,
        lives: instance.lives,
        starts: 0,
        papers: 0,
        answers: 0,
        startMs: [],
        answerMs: [],
        refused: 0,
        errors: 0,
        cpuSeconds: cpu[i],
      },
    ]),
  );
  let retried = 0;
  const answerDuringBurstMs = [];
  for (const line of fs.readFileSync(logFile, "utf8").split("\n")) {
    const [head, addr, , status, , times, requestTime] = line.split('"');
    if (!head || !addr || addr === "-") continue;
    const [loggedAt, method, uri] = head.trim().split(" ");
    const receivedAt = (Number(loggedAt) - Number(requestTime)) * 1000;
    const tried = addr.split(/, | : /);
    if (tried.length > 1) retried += 1;
    const row = rows.get(tried.at(-1));
    const upstreamStatus = Number(status.split(/, | : /).at(-1));
    const ms = Number(times.split(/, | : /).at(-1)) * 1000;
    if (!row) continue;
    if (upstreamStatus === 503) row.refused += 1;
    else if (upstreamStatus >= 500 || !upstreamStatus) row.errors += 1;
    const kind = KINDS.find(([, m, pattern]) => m === method && pattern.test(uri))?.[0];
    if (!kind || upstreamStatus !== 200) continue;
    row[kind] += 1;
    if (kind === "starts") row.startMs.push(ms);
    if (kind === "answers") row.answerMs.push(ms);
    if (kind === "answers" && receivedAt <= burstEndsAt) answerDuringBurstMs.push(Number(requestTime) * 1000);
  }
  const table = [...rows.values()].map(({ startMs, answerMs, ...row }) => ({
    ...row,
    startP99Ms: percentiles(startMs).p99,
    answerP99Ms: percentiles(answerMs).p99,
  }));
  return Object.assign(table, { retriedByNginx: retried, answerDuringBurstMs: percentiles(answerDuringBurstMs) });
}
