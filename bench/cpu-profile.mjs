#!/usr/bin/env node
// Summarises a V8 .cpuprofile (node --cpu-prof): self time by function and by origin (Next.js,
// the app's server bundle, Node.js internals, postgres.js, GC…). Used by bench/exam-day.mjs
// --cpu-prof; also runnable on its own:
//
//   node bench/cpu-profile.mjs FILE.cpuprofile [--top 25]
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { formatTable, round } from "./lib.mjs";

/** Where a frame's code comes from, by its script URL. */
export function originOf(url, functionName) {
  if (!url) return functionName.startsWith("(") ? functionName : "(native / V8 builtins)";
  if (url.startsWith("node:")) return `node:${url.slice(5).split("/")[1] ?? url.slice(5)}`.replace(/^node:(internal\/)?/, "node:");
  const modules = url.lastIndexOf("/node_modules/");
  if (modules >= 0) {
    const rest = url.slice(modules + 14).split("/");
    const name = rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
    if (name === "next") {
      const compiled = url.match(/\/next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/)?.[1];
      return compiled ? `next (bundled ${compiled})` : "next";
    }
    return name;
  }
  if (url.includes("/.next/server/")) return "app server bundle (.next/server: app code + bundled zod, drizzle, @auth/core…)";
  return path.basename(url);
}

export function summarise(file, { top = 25 } = {}) {
  const profile = JSON.parse(fs.readFileSync(file, "utf8"));
  const totalUs = profile.endTime - profile.startTime || 1;
  const samples = profile.samples?.length || 1;
  const usPerSample = totalUs / samples;
  const byFunction = new Map();
  const byOrigin = new Map();
  let busyUs = 0;
  for (const node of profile.nodes) {
    const selfUs = (node.hitCount ?? 0) * usPerSample;
    if (selfUs === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const name = functionName || "(anonymous)";
    const origin = originOf(url, name);
    if (name !== "(idle)") busyUs += selfUs;
    const key = `${name} ${url ? `${path.basename(url)}:${lineNumber + 1}` : ""}`.trim();
    const entry = byFunction.get(key) ?? { key, origin, us: 0 };
    entry.us += selfUs;
    byFunction.set(key, entry);
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + selfUs);
  }
  byOrigin.delete("(idle)");
  byFunction.forEach((entry, key) => entry.key.startsWith("(idle)") && byFunction.delete(key));
  const origins = [...byOrigin.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([origin, us]) => ({ origin, ms: us / 1000, share: us / busyUs }));
  const functions = [...byFunction.values()]
    .sort((a, b) => b.us - a.us)
    .slice(0, top)
    .map((entry) => ({ function: entry.key, origin: entry.origin, ms: entry.us / 1000, share: entry.us / busyUs }));
  const text = [
    `CPU profile ${path.basename(file)}: ${round(totalUs / 1e6)} s recorded, ${round(busyUs / 1e6)} s busy`,
    "",
    formatTable(
      ["origin", "busy ms", "share"],
      origins.slice(0, 15).map((row) => [row.origin, round(row.ms, 0), `${round(row.share * 100)} %`]),
    ),
    "",
    formatTable(
      ["function (self time)", "origin", "ms", "share"],
      functions.map((row) => [row.function.slice(0, 70), row.origin.slice(0, 40), round(row.ms, 0), `${round(row.share * 100)} %`]),
    ),
  ].join("\n");
  return { file, recordedSeconds: totalUs / 1e6, busySeconds: busyUs / 1e6, origins, functions, text };
}

if (import.meta.filename === path.resolve(process.argv[1] ?? "")) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: "string", default: "25" } } });
  if (positionals.length !== 1) {
    console.error("usage: node bench/cpu-profile.mjs FILE.cpuprofile [--top 25]");
    process.exit(2);
  }
  console.log(summarise(positionals[0], { top: Number(values.top) || 25 }).text);
}
