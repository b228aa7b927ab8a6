#!/usr/bin/env node
// The ceiling of bench/pages.mjs: a bare node:http server answering every GET with one HTML file
// held in memory (the saved HTML of the app's home page), on the same machine as the app.
//
//   PORT=3813 STATIC_FILE=/tmp/home.html node bench/static-server.mjs
import fs from "node:fs";
import http from "node:http";

const port = Number(process.env.PORT ?? 3813);
if (!process.env.STATIC_FILE) throw new Error("STATIC_FILE is required");
const body = fs.readFileSync(process.env.STATIC_FILE);
const headers = { "content-type": "text/html; charset=utf-8", "content-length": body.length, "cache-control": "no-store" };

const server = http.createServer((request, response) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405).end();
    return;
  }
  response.writeHead(200, headers);
  response.end(request.method === "HEAD" ? undefined : body);
});

server.listen(port, "127.0.0.1", () => console.info(`[static] serving ${body.length} bytes on 127.0.0.1:${port}`));
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections?.();
    process.exit(0);
  });
}
