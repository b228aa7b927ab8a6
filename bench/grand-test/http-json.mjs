// The candidates' HTTP client: node:http over kept-alive connections. fetch() (undici) spent about
// 0.8 ms of CPU a request in the load generator: in bench/instances.mjs the generator used 87 CPU
// seconds beside the three instances' 131, on the same two cores, and its own delays were timed as
// the server's (docs/benchmarks.md, "Several instances"). A browser does not share the server's CPU.
import http from "node:http";

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/**
 * Sends one request and reads its whole answer: `{ status, headers: { get(name) }, body }`, `body`
 * the parsed JSON or null. A kept-alive connection that the server closed as we reused it
 * (ECONNRESET, EPIPE) is sent again once on a new one, as a browser does; any other failure, or no
 * whole answer within `timeoutMs`, rejects.
 */
export async function sendJson(url, { method = "GET", headers = {}, body, timeoutMs = 30_000 } = {}) {
  try {
    return await once(url, method, headers, body, timeoutMs);
  } catch (error) {
    if (!error.reusedSocket || !["ECONNRESET", "EPIPE"].includes(error.code)) throw error;
    return once(url, method, headers, body, timeoutMs);
  }
}

function once(url, method, headers, body, timeoutMs) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(body);
    const request = http.request(url, {
      method,
      agent,
      headers: payload ? { ...headers, "content-length": payload.length } : headers,
    });
    const timer = setTimeout(
      () => request.destroy(Object.assign(new Error(`no answer in ${timeoutMs} ms`), { code: "TIMEOUT" })),
      timeoutMs,
    );
    const fail = (error) => {
      clearTimeout(timer);
      reject(Object.assign(error, { reusedSocket: request.reusedSocket }));
    };
    request.on("error", fail);
    request.on("response", (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("error", () => {}); // "close" below rejects
      // The server closing mid-body (an instance stopping) emits no error on the request: without
      // this the promise would never settle, nor would the timer's destroy() of a closed request.
      response.on("close", () => {
        if (!response.complete) fail(Object.assign(new Error("the answer was cut off"), { code: "ERESPONSECUT" }));
      });
      response.on("end", () => {
        clearTimeout(timer);
        let parsed = null;
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        } catch {
          // not JSON: null, as fetch's response.json() failing was
        }
        resolve({ status: response.statusCode, headers: { get: (name) => response.headers[name.toLowerCase()] ?? null }, body: parsed });
      });
    });
    request.end(payload);
  });
}
